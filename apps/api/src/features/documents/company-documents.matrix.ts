/** The company document endpoints in the company permission matrix (see `testing/permission-matrix.ts`). */
import type { MatrixRow } from '../../testing/permission-matrix';
import { pngFile } from './document-fixtures';

const base = (companyId: string) => `/b2b/v1/documents/${companyId}`;
const picture = () => ({
  file: pngFile().toString('base64'),
  fileName: 'matrix.png',
  category: 'Picture',
  type: 'Picture',
});

/** A fresh document of the cell's company, uploaded by its owner. */
const freshDocument: MatrixRow['setup'] = async ({ owner, companyId }) => {
  const created = await owner.json('POST', `${base(companyId)}/upload?base64=true`, picture());
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
    endpoint: 'POST /b2b/v1/documents/{companyId}/upload',
    permission: 'edit company master data',
    request: ({ companyId }) => ({
      method: 'POST',
      url: `${base(companyId)}/upload?base64=true`,
      body: picture(),
    }),
  },
  {
    endpoint: 'PATCH /b2b/v1/documents/{companyId}/{id}',
    permission: 'edit company master data',
    setup: freshDocument,
    request: ({ companyId, ids }) => ({
      method: 'PATCH',
      url: `${base(companyId)}/${ids.documentId}`,
      body: { category: 'Other', type: 'Other' },
    }),
  },
  {
    endpoint: 'DELETE /b2b/v1/documents/{companyId}/{id}',
    permission: 'edit company master data',
    setup: freshDocument,
    request: ({ companyId, ids }) => ({ method: 'DELETE', url: `${base(companyId)}/${ids.documentId}` }),
  },
  {
    endpoint: 'GET /b2b/v1/documents/{companyId}/{id}/preview',
    permission: null,
    setup: freshDocument,
    request: ({ companyId, ids }) => ({ method: 'GET', url: `${base(companyId)}/${ids.documentId}/preview` }),
  },
];
