/**
 * The addresses the portal answers on (decision 073): the origin of `PUBLIC_URL` (canonical) and one origin per
 * company host (`COMPANY_HOSTS`), with the scheme and port of `PUBLIC_URL` unless the entry names its own port.
 * Requests on any other host are sent to `PUBLIC_URL` (plugins/canonical-host.ts).
 */
import type { AppConfig } from '../config';

type OriginConfig = Pick<AppConfig, 'publicUrl' | 'companyHosts'>;

function canonicalOrigin(config: OriginConfig): string {
  return new URL(config.publicUrl).origin;
}

/** `firmen.localhost` with `PUBLIC_URL=http://localhost:3000` is `http://firmen.localhost:3000`. */
export function companyOrigins(config: OriginConfig): string[] {
  return config.companyHosts.flatMap((entry) => {
    const url = new URL(config.publicUrl);
    try {
      url.host = entry;
    } catch {
      return [];
    }
    // The URL setter ignores an invalid host silently; such an entry names no origin.
    return url.hostname === entry.split(':')[0]!.toLowerCase() ? [url.origin] : [];
  });
}

export function portalOrigins(config: OriginConfig): string[] {
  return [...new Set([canonicalOrigin(config), ...companyOrigins(config)])];
}

/** The portal origin a request's `Host` belongs to, or null for a host the portal does not answer on. */
export function originForHost(config: OriginConfig, host: string | undefined): string | null {
  // Only host syntax (name or IP, optional port); anything else would be parsed leniently by URL.
  if (!host || !/^[a-z0-9.\-[\]:]+$/i.test(host)) return null;
  const protocol = new URL(config.publicUrl).protocol;
  let normalized: string;
  try {
    normalized = new URL(`${protocol}//${host}`).host;
  } catch {
    return null;
  }
  return portalOrigins(config).find((origin) => new URL(origin).host === normalized) ?? null;
}

export function isCompanyOrigin(config: OriginConfig, origin: string): boolean {
  return companyOrigins(config).includes(origin);
}
