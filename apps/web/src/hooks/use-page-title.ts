import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import type { PortalMode } from '../lib/portal-mode';

/** The page title is one of: company portal, applicant portal, CV generator (spec part 1 §2). */
export function pageTitleKey(mode: PortalMode, pathname: string): string {
  if (pathname === paths.cvGenerator || pathname.startsWith(`${paths.cvGenerator}/`))
    return 'title.cvGenerator';
  if (mode === 'company') return 'title.company';
  if (mode === 'advisor') return 'title.advisor';
  return 'title.applicant';
}

export function usePageTitle(mode: PortalMode, pathname: string): void {
  const { t } = useTranslation('shell');
  const title = t(pageTitleKey(mode, pathname));
  useEffect(() => {
    document.title = title;
  }, [title]);
}
