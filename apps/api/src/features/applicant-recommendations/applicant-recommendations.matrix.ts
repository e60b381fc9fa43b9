/**
 * The company's applicants of an opening (reco tab, applicant search) in the company permission matrix (see
 * `testing/permission-matrix.ts`). Any accepted member may read them (decision 139): `permission: null`. The owner
 * of another company gets 403 (the address names a company they do not belong to); another company's opening
 * under the caller's own company answers 404 (tested in `applicant-recommendations.routes.test.ts`).
 */
import type { MatrixRow, MatrixSetupContext } from '../../testing/permission-matrix';
import { createBareOpening } from '../../testing/recommendation-fixtures';

/** A published opening of the cell's company (written like the seed does; the wizard is another feature's). */
async function openingOf({ t, companyId }: MatrixSetupContext) {
  return { jobId: await createBareOpening(t, companyId) };
}

const base = (companyId: string, jobId: string | undefined) =>
  `/b2b/v1/companies/${companyId}/job-openings/${jobId}`;

export const applicantRecommendationsMatrix: MatrixRow[] = [
  {
    endpoint: 'GET /b2b/v1/companies/{companyId}/job-openings/{jobId}/recommendations',
    permission: null,
    setup: openingOf,
    request: ({ companyId, ids }) => ({
      method: 'GET',
      url: `${base(companyId, ids.jobId)}/recommendations`,
    }),
  },
  {
    endpoint: 'POST /b2b/v1/companies/{companyId}/job-openings/{jobId}/applicants',
    permission: null,
    setup: openingOf,
    request: ({ companyId, ids }) => ({
      method: 'POST',
      url: `${base(companyId, ids.jobId)}/applicants`,
      body: { page: 1, maxDistanceKm: 20 },
    }),
  },
];
