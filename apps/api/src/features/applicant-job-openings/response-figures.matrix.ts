/**
 * The company's response figures in the company permission matrix (see `testing/permission-matrix.ts`): any
 * accepted member may read them (decision 169); a pending member, another company and an applicant may not.
 */
import type { MatrixRow } from '../../testing/permission-matrix';

export const responseFiguresMatrix: MatrixRow[] = [
  {
    endpoint: 'GET /b2b/v1/companies/{companyId}/response-figures',
    permission: null,
    request: ({ companyId }) => ({ method: 'GET', url: `/b2b/v1/companies/${companyId}/response-figures` }),
  },
];
