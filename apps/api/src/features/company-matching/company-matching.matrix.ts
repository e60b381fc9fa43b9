/** The company's matching endpoints in the company permission matrix (decisions 154–160). */
import type { ApplicationStatus } from '@portal/contracts';
import type { HttpClient } from '../../testing/http-client';
import type { MatrixRow, MatrixSetupContext } from '../../testing/permission-matrix';
import {
  contractTerms,
  createOpening,
  insertCommentRow,
  insertContractRow,
  readyApplicant,
  setMatch,
  uploadCv,
} from '../../testing/company-matching-fixtures';

const applicantPath = '/b2b/v1/companies/{companyId}/job-openings/{jobId}/applicants/{applicantId}';
const url = (companyId: string, ids: Record<string, string>, suffix = '') =>
  `/b2b/v1/companies/${companyId}/job-openings/${ids.jobId}/applicants/${ids.applicantId}${suffix}`;
const inAnHour = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

type Extra = (
  ctx: MatrixSetupContext,
  ids: Record<string, string>,
  applicant: HttpClient,
) => Promise<unknown>;

/** A fresh opening and ready applicant of the cell's company, with a match in `status` (none when null). */
const fresh = (status: ApplicationStatus | null, extra?: Extra) => async (ctx: MatrixSetupContext) => {
  const jobId = await createOpening(ctx.t, ctx.companyId);
  const applicant = await readyApplicant(ctx.people);
  const ids: Record<string, string> = { jobId, applicantId: applicant.accountId };
  if (status) ids.matchId = await setMatch(ctx.t, jobId, applicant.accountId, status);
  if (extra) await extra(ctx, ids, applicant.client);
  return ids;
};

const withComment = async (ctx: MatrixSetupContext, ids: Record<string, string>) => {
  const me = await ctx.owner.get('/b2b/v1/me');
  ids.commentId = await insertCommentRow(ctx.t, ids.matchId!, (me.body as { uuid: string }).uuid);
};

export const companyMatchingMatrix: MatrixRow[] = [
  {
    endpoint: `GET ${applicantPath}`,
    permission: null,
    setup: fresh(null),
    request: ({ companyId, ids }) => ({ method: 'GET', url: url(companyId, ids) }),
  },
  {
    endpoint: `GET ${applicantPath}/cv`,
    permission: null,
    setup: fresh('awaiting_interview_schedule', (_ctx, _ids, applicant) => uploadCv(applicant)),
    request: ({ companyId, ids }) => ({ method: 'GET', url: url(companyId, ids, '/cv') }),
  },
  {
    endpoint: `POST ${applicantPath}/express-interest`,
    permission: 'edit job openings',
    setup: fresh(null),
    request: ({ companyId, ids }) => ({ method: 'POST', url: url(companyId, ids, '/express-interest') }),
  },
  {
    endpoint: `POST ${applicantPath}/arrange-interview`,
    permission: 'edit job openings',
    setup: fresh('awaiting_interview_schedule'),
    request: ({ companyId, ids }) => ({
      method: 'POST',
      url: url(companyId, ids, '/arrange-interview'),
      body: {
        interviewDateSuggestions: [inAnHour(48), inAnHour(72)],
        interviewDetails: 'Hauptstraße 5, Berlin',
      },
    }),
  },
  {
    endpoint: `POST ${applicantPath}/schedule-trial-day`,
    permission: 'edit job openings',
    setup: fresh('interview_scheduled'),
    request: ({ companyId, ids }) => ({
      method: 'POST',
      url: url(companyId, ids, '/schedule-trial-day'),
      body: { date: inAnHour(96) },
    }),
  },
  {
    endpoint: `POST ${applicantPath}/reject`,
    permission: 'edit job openings',
    setup: fresh('awaiting_partner_interest'),
    request: ({ companyId, ids }) => ({
      method: 'POST',
      url: url(companyId, ids, '/reject'),
      body: { feedbackText: 'Vielen Dank für Ihr Interesse; wir haben uns anders entschieden.' },
    }),
  },
  {
    endpoint: `POST ${applicantPath}/accept`,
    permission: 'edit job openings',
    setup: fresh('interview_scheduled'),
    request: ({ companyId, ids }) => ({ method: 'POST', url: url(companyId, ids, '/accept') }),
  },
  {
    endpoint: `GET ${applicantPath}/contract`,
    permission: 'view student contracts',
    setup: fresh('offer_accepted'),
    request: ({ companyId, ids }) => ({ method: 'GET', url: url(companyId, ids, '/contract') }),
    // `edit contracts` also reads the contract (decision 157); the "without" employee holds it.
    expected: { 'without permission': 'allow' },
  },
  {
    endpoint: `POST ${applicantPath}/contract`,
    permission: 'request contracts',
    setup: fresh('offer_accepted'),
    request: ({ companyId, ids }) => ({
      method: 'POST',
      url: url(companyId, ids, '/contract'),
      body: contractTerms(),
    }),
  },
  {
    endpoint: `PATCH ${applicantPath}/contract`,
    permission: 'edit contracts',
    setup: fresh('offer_accepted', async (ctx, ids) => insertContractRow(ctx.t, ids.matchId!)),
    request: ({ companyId, ids }) => ({
      method: 'PATCH',
      url: url(companyId, ids, '/contract'),
      body: { ...contractTerms(), weeklyHours: 38 },
    }),
  },
  {
    endpoint: `GET ${applicantPath}/comments`,
    permission: null,
    setup: fresh('awaiting_partner_interest'),
    request: ({ companyId, ids }) => ({ method: 'GET', url: url(companyId, ids, '/comments') }),
  },
  {
    endpoint: `POST ${applicantPath}/comments`,
    permission: null,
    setup: fresh('awaiting_partner_interest'),
    request: ({ companyId, ids }) => ({
      method: 'POST',
      url: url(companyId, ids, '/comments'),
      body: { text: 'Bitte zum Gespräch einladen.' },
    }),
  },
  {
    endpoint: `PATCH ${applicantPath}/comments/{commentId}`,
    permission: null,
    setup: fresh('awaiting_partner_interest', withComment),
    request: ({ companyId, ids }) => ({
      method: 'PATCH',
      url: url(companyId, ids, `/comments/${ids.commentId}`),
      body: { text: 'Geändert.' },
    }),
    // Only the author (here: the owner) edits a comment (decision 158).
    expected: { 'with permission': 'deny' },
  },
  {
    endpoint: `DELETE ${applicantPath}/comments/{commentId}`,
    permission: null,
    setup: fresh('awaiting_partner_interest', withComment),
    request: ({ companyId, ids }) => ({
      method: 'DELETE',
      url: url(companyId, ids, `/comments/${ids.commentId}`),
    }),
    // The author or an owner deletes; another member does not (decision 158).
    expected: { 'with permission': 'deny' },
  },
  {
    endpoint: 'GET /b2b/v1/companies/{companyId}/job-openings/{jobId}/matches',
    permission: null,
    setup: fresh('awaiting_partner_interest'),
    request: ({ companyId, ids }) => ({
      method: 'GET',
      url: `/b2b/v1/companies/${companyId}/job-openings/${ids.jobId}/matches?status=PreMatch`,
    }),
  },
];
