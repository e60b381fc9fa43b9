/** The company endpoints in the company permission matrix (see `testing/permission-matrix.ts`). */
import type { MatrixRow } from '../../testing/permission-matrix';

export const companyMatrix: MatrixRow[] = [
  {
    endpoint: 'GET /b2b/v1/companies/{id}',
    permission: null,
    request: ({ companyId }) => ({ method: 'GET', url: `/b2b/v1/companies/${companyId}` }),
  },
];
