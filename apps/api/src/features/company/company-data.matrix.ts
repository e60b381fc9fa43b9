/**
 * The company data endpoints in the company permission matrix (see `testing/permission-matrix.ts`): master data,
 * portrait, payment details and payment type, each with its own permission; and the IBAN lookup of the second
 * service, which is public (decision 114) and so allowed to every caller. The portrait's pictures go through the
 * company documents (`features/documents/company-documents.matrix.ts`).
 *
 * `payment-type` with `sepa` needs stored bank details, so its body is `direct_transfer`.
 */
import { MATRIX_CALLERS, type MatrixRow } from '../../testing/permission-matrix';

export const companyDataMatrix: MatrixRow[] = [
  {
    endpoint: 'PATCH /b2b/v1/companies/{id}',
    permission: 'edit company master data',
    request: ({ companyId }) => ({
      method: 'PATCH',
      url: `/b2b/v1/companies/${companyId}`,
      body: { employeeCount: 42 },
    }),
  },
  {
    endpoint: 'PATCH /b2b/v1/companies/{id}/portrait',
    permission: 'edit company portrait',
    request: ({ companyId }) => ({
      method: 'PATCH',
      url: `/b2b/v1/companies/${companyId}/portrait`,
      body: { portrait: 'Wir bilden aus.' },
    }),
  },
  {
    endpoint: 'PATCH /b2b/v1/companies/{id}/payment-details',
    permission: 'edit company payment details',
    request: ({ companyId }) => ({
      method: 'PATCH',
      url: `/b2b/v1/companies/${companyId}/payment-details`,
      body: { ownerName: 'Matrix GmbH', iban: 'DE89370400440532013000' },
    }),
  },
  {
    endpoint: 'PATCH /b2b/v1/companies/{id}/payment-type',
    permission: 'edit company payment details',
    request: ({ companyId }) => ({
      method: 'PATCH',
      url: `/b2b/v1/companies/${companyId}/payment-type`,
      body: { paymentType: 'direct_transfer' },
    }),
  },
  {
    endpoint: 'GET /application-service/v1/bank-info/{iban}',
    permission: null,
    request: () => ({ method: 'GET', url: '/application-service/v1/bank-info/DE89370400440532013000' }),
    // Public (no credentials): the IBAN lookup of the payment form and of the applicant side.
    expected: Object.fromEntries(MATRIX_CALLERS.map((caller) => [caller, 'allow'])),
  },
];
