/** The employee endpoints in the company permission matrix (see `testing/permission-matrix.ts`). */
import type { MatrixRow } from '../../testing/permission-matrix';

const base = (companyId: string) => `/b2b/v1/companies/${companyId}/employees`;
let counter = 0;
const freshEmail = () => `matrix-${Date.now().toString(36)}-${++counter}@example.org`;

/** A fresh employee of the cell's company (pending: invited, not yet accepted). */
const freshEmployee =
  (pending = false) =>
  async ({ people, companyId }: Parameters<NonNullable<MatrixRow['setup']>>[0]) => ({
    employeeId: (await people.companyEmployee(companyId, { pending, permissions: ['create job openings'] }))
      .companyUserId,
  });

export const employeesMatrix: MatrixRow[] = [
  {
    endpoint: 'GET /b2b/v1/companies/{companyId}/employees',
    permission: null,
    request: ({ companyId }) => ({ method: 'GET', url: `${base(companyId)}?sort=-lastName` }),
  },
  {
    endpoint: 'GET /b2b/v1/companies/{companyId}/employees/{employeeId}',
    permission: null,
    setup: freshEmployee(),
    request: ({ companyId, ids }) => ({ method: 'GET', url: `${base(companyId)}/${ids.employeeId}` }),
  },
  {
    endpoint: 'POST /b2b/v1/companies/{companyId}/employees',
    permission: 'create employees',
    request: ({ companyId }) => ({
      method: 'POST',
      url: base(companyId),
      body: { firstName: 'Mia', lastName: 'Matrix', email: freshEmail(), permissions: [] },
    }),
  },
  {
    endpoint: 'PATCH /b2b/v1/companies/{companyId}/employees/{employeeId}',
    permission: 'edit employees',
    setup: freshEmployee(),
    request: ({ companyId, ids }) => ({
      method: 'PATCH',
      url: `${base(companyId)}/${ids.employeeId}`,
      body: { firstName: 'Mia', lastName: 'Geändert', permissions: ['create job openings'] },
    }),
  },
  {
    endpoint: 'POST /b2b/v1/companies/{companyId}/employees/{employeeId}/resend-invitation',
    permission: 'create employees',
    setup: freshEmployee(true),
    request: ({ companyId, ids }) => ({
      method: 'POST',
      url: `${base(companyId)}/${ids.employeeId}/resend-invitation`,
    }),
  },
  {
    endpoint: 'DELETE /b2b/v1/companies/{companyId}/employees/{employeeId}',
    permission: 'delete employees',
    setup: freshEmployee(),
    request: ({ companyId, ids }) => ({ method: 'DELETE', url: `${base(companyId)}/${ids.employeeId}` }),
  },
];
