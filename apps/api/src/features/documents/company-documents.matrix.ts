/**
 * The company document endpoints in the company permission matrix (see `testing/permission-matrix.ts`). Every
 * accepted member lists and previews; uploading, re-classifying and deleting need the permission of the
 * document's category (`company-documents.routes.ts`): pictures (logo, portrait pictures) `edit company
 * portrait`, every other category `edit company master data`. Upload and delete therefore have one row per
 * permission; the re-classification row keeps a non-picture document outside the pictures.
 */
import type { MatrixRow } from '../../testing/permission-matrix';
import { pdfFile, pngFile } from './document-fixtures';

const base = (companyId: string) => `/b2b/v1/documents/${companyId}`;
const picture = () => ({
  file: pngFile().toString('base64'),
  fileName: 'matrix.png',
  category: 'Picture',
  type: 'Picture',
});
const otherDocument = () => ({
  file: pdfFile().toString('base64'),
  fileName: 'handelsregisterauszug.pdf',
  category: 'Other',
  type: 'Other',
});

/** A fresh document of the cell's company, uploaded by its owner. */
const freshDocument =
  (body: () => Record<string, string>): MatrixRow['setup'] =>
  async ({ owner, companyId }) => {
    const created = await owner.json('POST', `${base(companyId)}/upload?base64=true`, body());
    if (created.status !== 201) throw new Error(`matrix setup: upload failed with ${created.status}`);
    return { documentId: created.body.uuid as string };
  };

export const companyDocumentsMatrix: MatrixRow[] = [
  {
    endpoint: 'GET /b2b/v1/documents/{id}',
    permission: null,
    request: ({ companyId }) => ({ method: 'GET', url: base(companyId) }),
  },
  {
    endpoint: 'POST /b2b/v1/documents/{companyId}/upload (picture)',
    permission: 'edit company portrait',
    request: ({ companyId }) => ({
      method: 'POST',
      url: `${base(companyId)}/upload?base64=true`,
      body: picture(),
    }),
  },
  {
    endpoint: 'POST /b2b/v1/documents/{companyId}/upload (other category)',
    permission: 'edit company master data',
    request: ({ companyId }) => ({
      method: 'POST',
      url: `${base(companyId)}/upload?base64=true`,
      body: otherDocument(),
    }),
  },
  {
    endpoint: 'PATCH /b2b/v1/documents/{companyId}/{id}',
    permission: 'edit company master data',
    setup: freshDocument(otherDocument),
    request: ({ companyId, ids }) => ({
      method: 'PATCH',
      url: `${base(companyId)}/${ids.documentId}`,
      body: { category: 'Other', type: 'Other' },
    }),
  },
  {
    endpoint: 'DELETE /b2b/v1/documents/{companyId}/{id} (picture)',
    permission: 'edit company portrait',
    setup: freshDocument(picture),
    request: ({ companyId, ids }) => ({ method: 'DELETE', url: `${base(companyId)}/${ids.documentId}` }),
  },
  {
    endpoint: 'DELETE /b2b/v1/documents/{companyId}/{id} (other category)',
    permission: 'edit company master data',
    setup: freshDocument(otherDocument),
    request: ({ companyId, ids }) => ({ method: 'DELETE', url: `${base(companyId)}/${ids.documentId}` }),
  },
  {
    endpoint: 'GET /b2b/v1/documents/{companyId}/{id}/preview',
    permission: null,
    setup: freshDocument(picture),
    request: ({ companyId, ids }) => ({ method: 'GET', url: `${base(companyId)}/${ids.documentId}/preview` }),
  },
];
