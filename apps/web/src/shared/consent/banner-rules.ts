/**
 * When the consent banner shows (decision 247; spec part 1 §2, part 2 §9): on every page of a browser without a
 * stored decision, except the pages that suppress it (the legal pages, the CV generator's public start and
 * maintenance: reading the privacy notice or fixing an outage must not be covered), 2 s after the page starts,
 * at once when the query has `testmode`.
 */
import { TIMINGS } from '@portal/contracts';
import { paths } from '../../config/paths';

const SUPPRESSING_PATHS: ReadonlySet<string> = new Set([
  paths.impressum,
  paths.imprint,
  paths.datenschutz,
  paths.dataprotection,
  paths.b2b.impressum,
  paths.b2b.datenschutz,
  paths.b2b.nutzungsbedingungen,
  paths.b2b.vertraulichkeit,
  paths.cvGenerator,
  `${paths.cvGenerator}/start`,
  paths.maintenance,
  paths.b2b.maintenance,
]);

export function suppressesConsentBanner(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SUPPRESSING_PATHS.has(normalized.toLowerCase());
}

/** The banner's delay: none when the query names `testmode` (with or without a value). */
export function consentBannerDelayMs(search: string): number {
  return new URLSearchParams(search).has('testmode') ? 0 : TIMINGS.consentScriptDelayMs;
}
