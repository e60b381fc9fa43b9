/**
 * Which portal an address belongs to (spec part 1 §1): the company portal when the host is one of the
 * configured company hosts, or the address (host + path) contains `enterprise`, `/b2b` or the
 * company-portal word; the advisor workspace below `/advisor`; the applicant portal otherwise.
 */
export type PortalMode = 'applicant' | 'company' | 'advisor';

const COMPANY_MARKERS = ['enterprise', '/b2b', 'unternehmensportal'] as const;

export function detectPortalMode(url: string | URL, companyHosts: readonly string[]): PortalMode {
  const address = typeof url === 'string' ? new URL(url) : url;
  const hostname = address.hostname.toLowerCase();
  const host = address.host.toLowerCase();
  const hosts = companyHosts.map((h) => h.trim().toLowerCase()).filter(Boolean);
  if (hosts.includes(hostname) || hosts.includes(host)) return 'company';

  const hostAndPath = `${host}${safeDecode(address.pathname)}`.toLowerCase();
  if (COMPANY_MARKERS.some((marker) => hostAndPath.includes(marker))) return 'company';

  const path = address.pathname.toLowerCase();
  if (path === '/advisor' || path.startsWith('/advisor/')) return 'advisor';
  return 'applicant';
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
