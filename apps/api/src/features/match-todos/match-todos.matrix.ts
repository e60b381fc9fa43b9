/** The matching to-dos in the company permission matrix (see `testing/permission-matrix.ts`). */
import type { MatrixRow } from '../../testing/permission-matrix';

export const matchTodosMatrix: MatrixRow[] = [
  {
    endpoint: 'GET /b2b/v1/companies/{companyId}/match-todos',
    permission: 'edit job openings',
    request: ({ companyId }) => ({ method: 'GET', url: `/b2b/v1/companies/${companyId}/match-todos` }),
  },
];
