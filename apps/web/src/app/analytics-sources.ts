/** What the analytics client reads from the app (decision 256): whether an applicant is signed in, and their data. */
import type { Account, UnitDetail } from '@portal/contracts';
import type { AnalyticsSources } from '../lib/analytics/analytics';
import { detectPortalMode } from '../lib/portal-mode';
import { companyHosts } from '../lib/public-config';
import { getToken } from '../lib/storage';
import { analyticsUserPropertiesOf } from '../shared/applicant/analytics-user-properties';
import { applicantKeys } from '../shared/query-keys';
import { queryClient } from './provider';

export const analyticsSources: AnalyticsSources = {
  signedIn: () =>
    getToken() !== null && detectPortalMode(window.location.href, companyHosts()) === 'applicant',
  userProperties: () => {
    const account = queryClient.getQueryData<Account>(applicantKeys.account);
    if (!account || account.role !== 'applicant') return null;
    return analyticsUserPropertiesOf(account, queryClient.getQueryData<UnitDetail[]>(applicantKeys.units));
  },
};
