import { paths } from '../../../config/paths';

/** Tabs of the company page (`/b2b/company/:tab?`): data (default), portrait, payment (decision 116). */
export const COMPANY_TABS = ['data', 'portrait', 'payment'] as const;
export type CompanyTab = (typeof COMPANY_TABS)[number];

export function companyTabPath(tab: CompanyTab): string {
  return tab === 'data' ? paths.b2b.company : `${paths.b2b.company}/${tab}`;
}

/** The tab of the address; null when the segment names no tab (the page then redirects to the default). */
export function parseCompanyTab(segment: string | undefined): CompanyTab | null {
  if (segment === undefined) return 'data';
  return (COMPANY_TABS as readonly string[]).includes(segment) ? (segment as CompanyTab) : null;
}
