/** The job-opening endpoints in the company permission matrix (see `testing/permission-matrix.ts`). */
import type { HttpClient } from '../../testing/http-client';
import type { MatrixRow } from '../../testing/permission-matrix';

const base = (companyId: string) => `/b2b/v1/companies/${companyId}/job-openings`;

/** A fresh draft of the cell's company, created by its owner. */
async function draft(owner: HttpClient, companyId: string): Promise<string> {
  const created = await owner.json('POST', base(companyId), { title: 'Matrix-Stelle (m/w/d)' });
  if (created.status !== 201) throw new Error(`draft not created: ${created.status}`);
  return created.body.id as string;
}

const freshDraft = async ({ owner, companyId }: Parameters<NonNullable<MatrixRow['setup']>>[0]) => ({
  jobId: await draft(owner, companyId),
});

export const jobOpeningsMatrix: MatrixRow[] = [
  {
    endpoint: 'GET /b2b/v1/companies/{companyId}/job-openings/overview',
    permission: null,
    request: ({ companyId }) => ({ method: 'GET', url: `${base(companyId)}/overview?status=draft` }),
  },
  {
    endpoint: 'GET /b2b/v1/companies/{companyId}/job-openings/{jobId}',
    permission: null,
    setup: freshDraft,
    request: ({ companyId, ids }) => ({ method: 'GET', url: `${base(companyId)}/${ids.jobId}` }),
  },
  {
    endpoint: 'POST /b2b/v1/companies/{companyId}/job-openings',
    permission: 'create job openings',
    request: ({ companyId }) => ({
      method: 'POST',
      url: base(companyId),
      body: { title: 'Duales Studium BWL (m/w/d)', requiredCount: 2 },
    }),
  },
  {
    endpoint: 'PATCH /b2b/v1/companies/{companyId}/job-openings/{jobId}',
    permission: 'edit job openings',
    setup: freshDraft,
    request: ({ companyId, ids }) => ({
      method: 'PATCH',
      url: `${base(companyId)}/${ids.jobId}`,
      body: { title: 'Geänderter Titel (m/w/d)', teamSize: 8 },
    }),
  },
  {
    endpoint: 'DELETE /b2b/v1/companies/{companyId}/job-openings/{jobId}',
    permission: 'edit job openings',
    setup: freshDraft,
    request: ({ companyId, ids }) => ({ method: 'DELETE', url: `${base(companyId)}/${ids.jobId}` }),
  },
];
