/**
 * Permission-matrix rows of the company data calls (issue 10, helper H2), for the one matrix test the
 * coordinator builds. Row shape: `name`; `method`; `path(companyId, ids)` builds the address for the caller's
 * company (`ids` carries ids a `setup` created); `permission` the call needs (`null`: any accepted member, or
 * — with `audience: 'public'` — anyone); `body` a valid body, so a refusal can only come from the access rule;
 * `expect` what each column answers when it differs from the default (anonymous 401, applicant 403, owner 2xx,
 * employee with the permission 2xx, employee without it 403, owner of another company 403).
 *
 * `/b2b/v1/companies/{id}/payment-type` with `sepa` needs stored bank details, so its body is `direct_transfer`.
 */
import type { CompanyPermission } from '@portal/contracts';

export interface CompanyMatrixRow {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: (companyId: string, ids: Record<string, string>) => string;
  permission: CompanyPermission | null;
  body?: unknown;
  /** `public`: every column answers 2xx (no credentials needed). Default `company`. */
  audience?: 'company' | 'public';
  /** Columns whose status differs from the default. */
  expect?: Partial<Record<MatrixColumn, number>>;
}

export type MatrixColumn =
  'anonymous' | 'applicant' | 'owner' | 'employeeWithPermission' | 'employeeWithout' | 'otherCompanyOwner';

export const companyDataMatrix: CompanyMatrixRow[] = [
  {
    name: 'company master data',
    method: 'PATCH',
    path: (companyId) => `/b2b/v1/companies/${companyId}`,
    permission: 'edit company master data',
    body: { employeeCount: 42 },
  },
  {
    name: 'company portrait',
    method: 'PATCH',
    path: (companyId) => `/b2b/v1/companies/${companyId}/portrait`,
    permission: 'edit company portrait',
    body: { portrait: 'Wir bilden aus.' },
  },
  {
    name: 'company payment details',
    method: 'PATCH',
    path: (companyId) => `/b2b/v1/companies/${companyId}/payment-details`,
    permission: 'edit company payment details',
    body: { ownerName: 'Matrix GmbH', iban: 'DE89370400440532013000' },
  },
  {
    name: 'company payment type',
    method: 'PATCH',
    path: (companyId) => `/b2b/v1/companies/${companyId}/payment-type`,
    permission: 'edit company payment details',
    body: { paymentType: 'direct_transfer' },
  },
  {
    name: 'company picture upload (portrait)',
    method: 'POST',
    path: (companyId) => `/b2b/v1/documents/${companyId}/upload?base64=true`,
    permission: 'edit company portrait',
    body: {
      file: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      fileName: 'logo.png',
      category: 'Picture',
      type: 'Picture',
    },
  },
  {
    name: 'company user flags (hidePaymentDetailsWarning)',
    method: 'PATCH',
    path: () => '/b2b/v1/me/metadata',
    permission: null,
    body: { hidePaymentDetailsWarning: true },
    // The caller's own flags: every company user may set them, whatever their company.
    expect: { employeeWithout: 200, otherCompanyOwner: 200 },
  },
  {
    name: 'bank info (second service)',
    method: 'GET',
    path: () => '/application-service/v1/bank-info/DE89370400440532013000',
    permission: null,
    audience: 'public',
    expect: {
      anonymous: 200,
      applicant: 200,
      owner: 200,
      employeeWithPermission: 200,
      employeeWithout: 200,
      otherCompanyOwner: 200,
    },
  },
];
