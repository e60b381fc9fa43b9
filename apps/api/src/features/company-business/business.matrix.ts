/**
 * The company business data's endpoints in the company permission matrix (see `testing/permission-matrix.ts`):
 * downloads and upskilling for every accepted member, students with `view student contracts`, invoices and
 * notices with `INVOICES_PERMISSION` (decision 182). Staff routes (`/v1/staff/…`) are tested in the feature's
 * routes test.
 */
import { INVOICES_PERMISSION } from '@portal/contracts';
import type { MatrixRow, MatrixSetupContext } from '../../testing/permission-matrix';

const base = (companyId: string) => `/b2b/v1/companies/${companyId}`;

/** A published course of its own for the cell, created by staff through the API. */
async function courseOf({ people }: MatrixSetupContext) {
  const staff = await people.staff();
  const created = await staff.client.json('POST', '/v1/staff/upskilling/courses', {
    title: 'Matrix-Kurs',
    description: 'Ein Kurs für die Berechtigungsmatrix.',
    format: 'online',
    duration: '1 Tag',
    published: true,
  });
  if (created.status !== 201) throw new Error(`matrix setup: course failed with ${created.status}`);
  return { courseId: (created.body as { id: string }).id };
}

/** A download for the cell's company, uploaded by staff through the API. */
async function downloadOf({ people, companyId }: MatrixSetupContext) {
  const staff = await people.staff();
  const form = new FormData();
  form.append('title', 'Matrix-Download');
  form.append('category', 'forms');
  form.append('companyId', companyId);
  form.append('published', 'true');
  form.append(
    'file',
    new Blob([new TextEncoder().encode('%PDF-1.4\n%matrix\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')]),
    'matrix.pdf',
  );
  const created = await staff.client.raw('POST', '/v1/staff/downloads', { body: form });
  if (created.status !== 201) throw new Error(`matrix setup: download failed with ${created.status}`);
  return { downloadId: (created.body as { id: string }).id };
}

const INVOICE_ID = '00000000-0000-4000-8000-000000000000';

export const businessMatrix: MatrixRow[] = [
  {
    endpoint: 'GET /b2b/v1/companies/{companyId}/downloads',
    permission: null,
    request: ({ companyId }) => ({ method: 'GET', url: `${base(companyId)}/downloads` }),
  },
  {
    endpoint: 'GET /b2b/v1/companies/{companyId}/downloads/{downloadId}/file',
    permission: null,
    setup: downloadOf,
    request: ({ companyId, ids }) => ({
      method: 'GET',
      url: `${base(companyId)}/downloads/${ids.downloadId}/file`,
    }),
  },
  {
    endpoint: 'GET /b2b/v1/companies/{companyId}/upskilling/courses',
    permission: null,
    request: ({ companyId }) => ({ method: 'GET', url: `${base(companyId)}/upskilling/courses` }),
  },
  {
    endpoint: 'POST /b2b/v1/companies/{companyId}/upskilling/courses/{courseId}/requests',
    permission: null,
    setup: courseOf,
    request: ({ companyId, ids }) => ({
      method: 'POST',
      url: `${base(companyId)}/upskilling/courses/${ids.courseId}/requests`,
      body: { participants: 2, message: 'Anfrage für die Berechtigungsmatrix.' },
    }),
  },
  {
    endpoint: 'GET /b2b/v1/companies/{companyId}/upskilling/requests',
    permission: null,
    request: ({ companyId }) => ({ method: 'GET', url: `${base(companyId)}/upskilling/requests` }),
  },
  {
    endpoint: 'GET /b2b/v1/companies/{companyId}/students',
    permission: 'view student contracts',
    request: ({ companyId }) => ({ method: 'GET', url: `${base(companyId)}/students` }),
  },
  {
    endpoint: 'GET /b2b/v1/accounting/invoices',
    permission: INVOICES_PERMISSION,
    request: ({ companyId }) => ({
      method: 'GET',
      url: `/b2b/v1/accounting/invoices?companyId=${companyId}`,
    }),
  },
  {
    endpoint: 'GET /b2b/v1/accounting/notices',
    permission: INVOICES_PERMISSION,
    request: ({ companyId }) => ({ method: 'GET', url: `/b2b/v1/accounting/notices?companyId=${companyId}` }),
  },
  {
    // Invoices are kept with their company (no cascade), so the matrix asks for one that does not exist: the
    // permission is checked first (403), holders learn only that it is missing (404). The real PDF: routes test.
    endpoint: 'GET /b2b/v1/accounting/invoices/{invoiceId}/pdf',
    permission: INVOICES_PERMISSION,
    request: ({ companyId }) => ({
      method: 'GET',
      url: `/b2b/v1/accounting/invoices/${INVOICE_ID}/pdf?companyId=${companyId}`,
    }),
    expected: { owner: 404, 'with permission': 404 },
  },
];
