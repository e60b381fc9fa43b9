/** `GET /v1/account`: lives in lib/account-query.ts, shared with the other applicant features. */
export { accountQueryKey, accountQueryOptions, getAccount, useAccount } from '../../../lib/account-query';
