/** Every address of the SPA, once. Route table, links and redirects use these. */
import type { PortalMode } from '../lib/portal-mode';

export const paths = {
  root: '/',
  ds: {
    root: '/ds',
    home: '/ds/home',
    onboarding: '/ds/onboarding',
  },
  fs: {
    root: '/fs',
    home: '/fs/home',
  },
  b2b: {
    root: '/b2b',
    home: '/b2b/home',
    impressum: '/b2b/impressum',
    datenschutz: '/b2b/datenschutz',
    nutzungsbedingungen: '/b2b/nutzungsbedingungen',
    vertraulichkeit: '/b2b/vertraulichkeit',
  },
  advisor: {
    root: '/advisor',
  },
  maintenance: '/maintenance',
  impressum: '/impressum',
  imprint: '/imprint',
  datenschutz: '/datenschutz',
  dataprotection: '/dataprotection',
  /** The public CV generator (a later issue builds it; the page title already knows it). */
  cvGenerator: '/lebenslauf-generator',
} as const;

/** Where a portal's users land: the applicant home, the company home. */
export function homePathForMode(mode: PortalMode): string {
  switch (mode) {
    case 'company':
      return paths.b2b.home;
    case 'advisor':
      return paths.advisor.root;
    default:
      return paths.ds.root;
  }
}

/** The legal pages of each portal (the company portal has its own texts). */
export function legalPathsForMode(mode: PortalMode): { imprint: string; privacy: string } {
  return mode === 'company'
    ? { imprint: paths.b2b.impressum, privacy: paths.b2b.datenschutz }
    : { imprint: paths.impressum, privacy: paths.datenschutz };
}
