/** The company core endpoints in the company permission matrix (see `testing/permission-matrix.ts`). */
import type { MatrixRow } from '../../testing/permission-matrix';

export const companyMatrix: MatrixRow[] = [
  {
    endpoint: 'GET /b2b/v1/me',
    permission: null,
    request: () => ({ method: 'GET', url: '/b2b/v1/me' }),
    // Every company user reads their own record, whatever company they belong to and even while invited.
    expected: { 'other company owner': 'allow', 'without permission': 'allow' },
  },
  {
    endpoint: 'GET /b2b/v1/companies/{id}',
    permission: null,
    request: ({ companyId }) => ({ method: 'GET', url: `/b2b/v1/companies/${companyId}` }),
  },
];
