/** The tabs of the company user's profile (`/b2b/profile/:tab?`); the first is the default (decision 107). */
export const COMPANY_PROFILE_TABS = ['settings', 'notifications', 'consents', 'documents'] as const;
export type CompanyProfileTab = (typeof COMPANY_PROFILE_TABS)[number];

/** The tab an address names; `null` for an unknown one (the page then goes to the default). */
export function profileTabOf(param: string | undefined): CompanyProfileTab | null {
  if (param === undefined) return 'settings';
  return (COMPANY_PROFILE_TABS as readonly string[]).includes(param) ? (param as CompanyProfileTab) : null;
}
