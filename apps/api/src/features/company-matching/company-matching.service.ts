/**
 * The company's side of matching (issue 11 item 5, decisions 154–159 and 173). Routes have checked the membership and
 * the permission; this layer finds the company's opening (404 otherwise), decides what the company may see of an
 * applicant at the match's stage, and changes a match only through `applyMatchEvent` (decision 138).
 */
import {
  allowedMatchEvents,
  applicantListStatus,
  ErrorCode,
  MATCH_INITIAL_STATUS,
  MatchContractTerms,
  type ArrangeInterviewBody,
  type CompanyApplicantDetail,
  type CompanyMatchHistoryEntry,
  type ContactedListStatus,
  type ContactedMatches,
  type MatchComment,
  type MatchContractView,
  type MatchEvent,
  type RejectApplicantBody,
  type ScheduleTrialDayBody,
} from '@portal/contracts';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { CompanyAccess } from '../../authorization/company-access';
import { hasPermission } from '../../authorization/company-access';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { FileNotFoundError, type FileStore } from '../../lib/file-store';
import { applicantDisplayName, sharesContactData } from '../../matching/applicant-card';
import { applyMatchEvent } from '../../matching/match-transitions.service';
import { knownApplicantCards } from '../../matching/recommendations.service';
import {
  deleteCommentRow,
  findApplicant,
  findComment,
  findCompanyOpening,
  findContract,
  findLatestCv,
  findMatch,
  insertComment,
  insertContract,
  listComments,
  listContactedMatches,
  listMatchHistory,
  markViewed,
  updateCommentText,
  updateRequestedContract,
  type AccountRow,
  type MatchRow,
  type OpeningRow,
} from './company-matching.repository';

export interface CompanyMatchingContext {
  db: Database;
  publicUrl: string;
}

/** The opening of the caller's company; 404 for any other (decision 154). */
async function requireOpening(db: Database, access: CompanyAccess, jobId: string): Promise<OpeningRow> {
  const opening = await findCompanyOpening(db, access.companyId, jobId);
  if (!opening) throw new AppError(ErrorCode.JOB_OPENING_NOT_FOUND);
  return opening;
}

/**
 * The applicant as far as this opening may see them: an applicant with a match with the opening, or one whose
 * unit is in a ready stage (spec part 1 §4). Anyone else is 404 2750, never "exists but hidden".
 */
async function requireApplicant(db: Database, opening: OpeningRow, applicantId: string) {
  const [found, match] = await Promise.all([
    findApplicant(db, applicantId),
    findMatch(db, opening.id, applicantId),
  ]);
  if (!found || (!found.ready && !match)) throw new AppError(ErrorCode.COMPANY_APPLICANT_NOT_FOUND);
  return { account: found.account, match };
}

/**
 * The applicant's card for this opening: the engine's facts, fit rule and projection (decision 173), the same as
 * on the reco tab; name shortened and contact null before mutual interest (decision 154).
 */
async function cardOf(db: Database, access: CompanyAccess, opening: OpeningRow, accountId: string) {
  const [card] = await knownApplicantCards(db, access.companyId, opening.id, [accountId]);
  if (!card) throw new AppError(ErrorCode.COMPANY_APPLICANT_NOT_FOUND);
  return card;
}

/** Company-visible history (decision 155): every transition, but no applicant or advisor identity beyond the side. */
function historyOf(rows: Awaited<ReturnType<typeof listMatchHistory>>): CompanyMatchHistoryEntry[] {
  return rows.map((row) => ({
    event: row.event,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    actor:
      row.actorType === 'company_user'
        ? 'company'
        : row.actorType === 'system'
          ? 'system'
          : row.event === 'advisor_suggested'
            ? 'study_advisor'
            : 'applicant',
    actorName:
      row.actorType === 'company_user'
        ? [row.companyUserFirstName, row.companyUserLastName].filter(Boolean).join(' ') || null
        : null,
    at: row.createdAt.toISOString(),
  }));
}

async function detailOf(
  db: Database,
  access: CompanyAccess,
  opening: OpeningRow,
  account: AccountRow,
  match: MatchRow | null,
): Promise<CompanyApplicantDetail> {
  const mutual = sharesContactData(match?.status);
  const [card, history, cv, contract] = await Promise.all([
    cardOf(db, access, opening, account.id),
    match ? listMatchHistory(db, match.id) : Promise.resolve([]),
    mutual ? findLatestCv(db, account.id) : Promise.resolve(null),
    match ? findContract(db, match.id) : Promise.resolve(null),
  ]);
  const trialDay = [...history].reverse().find((row) => row.event === 'trial_day_scheduled');
  const status = match?.status ?? MATCH_INITIAL_STATUS;
  return {
    ...card,
    jobOpening: { id: opening.id, title: opening.title },
    motivationText: account.motivationText,
    workExperiences: account.workExperiences,
    softwareSkills: account.softwareSkills,
    graduation: {
      universityEntranceQualification: account.universityEntranceQualification,
      school: account.graduationSchool,
      year: account.graduationYear,
    },
    professionalExperience: account.professionalExperienceExists,
    ownCar: account.ownCar,
    mutualInterest: mutual,
    matchDetail: match
      ? {
          interviewDateSuggestions: match.interviewDateSuggestions,
          interviewAt: match.interviewAt?.toISOString() ?? null,
          interviewDetails: match.interviewDetails,
          trialDayAt: match.trialDayAt?.toISOString() ?? null,
          trialDayDetails:
            typeof trialDay?.details.trialDayDetails === 'string' ? trialDay.details.trialDayDetails : null,
          feedbackText: match.feedbackText,
          advisorNote: match.advisorNote,
          companyViewedAt: match.companyViewedAt?.toISOString() ?? null,
          statusChangedAt: match.statusChangedAt.toISOString(),
          createdAt: match.createdAt.toISOString(),
        }
      : null,
    cv: cv
      ? { id: cv.id, name: cv.name, mimeType: cv.mimeType, createdAt: cv.createdAt.toISOString() }
      : null,
    history: historyOf(history),
    allowedActions: allowedMatchEvents(status, 'company'),
    canAct: hasPermission(access, 'edit job openings'),
    contractStatus: contract?.contract.status ?? null,
  };
}

export async function getCompanyApplicant(
  db: Database,
  access: CompanyAccess,
  jobId: string,
  applicantId: string,
): Promise<CompanyApplicantDetail> {
  const opening = await requireOpening(db, access, jobId);
  const { account, match } = await requireApplicant(db, opening, applicantId);
  let current = match;
  if (match && !match.companyViewedAt) {
    await markViewed(db, match.id, new Date());
    current = await findMatch(db, opening.id, applicantId);
  }
  return detailOf(db, access, opening, account, current);
}

/** One company action: the event through the state machine, then the detail as it is now. */
async function act(
  context: CompanyMatchingContext,
  access: CompanyAccess,
  jobId: string,
  applicantId: string,
  event: MatchEvent,
  changes: Parameters<typeof applyMatchEvent>[2]['changes'] = {},
  details: Record<string, unknown> = {},
): Promise<CompanyApplicantDetail> {
  const { db } = context;
  const opening = await requireOpening(db, access, jobId);
  const { account } = await requireApplicant(db, opening, applicantId);
  await db.transaction(async (tx) => {
    await applyMatchEvent(
      tx,
      { publicUrl: context.publicUrl },
      {
        jobOpeningId: opening.id,
        accountId: account.id,
        event,
        actor: { side: 'company', companyUserId: access.companyUserId },
        changes,
        details,
      },
    );
  });
  const [fresh, match] = await Promise.all([
    findCompanyOpening(db, access.companyId, jobId),
    findMatch(db, opening.id, applicantId),
  ]);
  return detailOf(db, access, fresh ?? opening, account, match);
}

export const expressInterest = (
  c: CompanyMatchingContext,
  a: CompanyAccess,
  jobId: string,
  applicantId: string,
) => act(c, a, jobId, applicantId, 'company_interested');

export function arrangeInterview(
  c: CompanyMatchingContext,
  a: CompanyAccess,
  jobId: string,
  applicantId: string,
  body: ArrangeInterviewBody,
) {
  const suggestions = [...body.interviewDateSuggestions]
    .map((value) => new Date(value))
    .sort((x, y) => x.getTime() - y.getTime())
    .map((date) => date.toISOString());
  return act(
    c,
    a,
    jobId,
    applicantId,
    'interview_proposed',
    // New suggestions replace an earlier pick: the applicant chooses again.
    {
      interviewDateSuggestions: suggestions,
      interviewAt: null,
      interviewDetails: body.interviewDetails ?? null,
    },
    { suggestions },
  );
}

export function scheduleTrialDay(
  c: CompanyMatchingContext,
  a: CompanyAccess,
  jobId: string,
  applicantId: string,
  body: ScheduleTrialDayBody,
) {
  const at = new Date(body.date);
  return act(
    c,
    a,
    jobId,
    applicantId,
    'trial_day_scheduled',
    { trialDayAt: at },
    { trialDayAt: at.toISOString(), trialDayDetails: body.details ?? null },
  );
}

export const rejectApplicant = (
  c: CompanyMatchingContext,
  a: CompanyAccess,
  jobId: string,
  applicantId: string,
  body: RejectApplicantBody,
) => act(c, a, jobId, applicantId, 'company_rejected', { feedbackText: body.feedbackText });

export const acceptApplicant = (
  c: CompanyMatchingContext,
  a: CompanyAccess,
  jobId: string,
  applicantId: string,
) => act(c, a, jobId, applicantId, 'company_accepted');

/** The contacted tab (decision 159). */
export async function listContacted(
  db: Database,
  access: CompanyAccess,
  jobId: string,
  status: ContactedListStatus | undefined,
): Promise<ContactedMatches> {
  const opening = await requireOpening(db, access, jobId);
  const rows = await listContactedMatches(db, opening.id);
  const counts = {} as ContactedMatches['counts'];
  const shown: typeof rows = [];
  for (const row of rows) {
    const { match } = row;
    const listStatus = applicantListStatus(
      match.status,
      match.companyViewedAt !== null,
    ) as ContactedListStatus;
    counts[listStatus] = (counts[listStatus] ?? 0) + 1;
    if (!status || listStatus === status) shown.push(row);
  }
  const cards = await knownApplicantCards(
    db,
    access.companyId,
    opening.id,
    shown.map(({ match }) => match.accountId),
  );
  const changedAt = new Map(shown.map(({ match }) => [match.accountId, match.statusChangedAt]));
  const items = cards.map((card) => ({
    ...card,
    statusChangedAt: changedAt.get(card.accountId)!.toISOString(),
  }));
  return { items, counts };
}

/** The match of the applicant, for the calls that need one (comments, contract): 404 2701 without. */
async function requireMatch(db: Database, access: CompanyAccess, jobId: string, applicantId: string) {
  const opening = await requireOpening(db, access, jobId);
  const { account, match } = await requireApplicant(db, opening, applicantId);
  if (!match) throw new AppError(ErrorCode.MATCH_NOT_FOUND);
  return { opening, account, match };
}

// --- the training contract (decision 157) ---

async function contractView(
  db: Database,
  access: CompanyAccess,
  opening: OpeningRow,
  account: AccountRow,
  match: MatchRow,
): Promise<MatchContractView> {
  const found = await findContract(db, match.id);
  const offerAccepted = match.status === 'offer_accepted';
  const contract = found?.contract;
  return {
    applicantName:
      applicantDisplayName(account.firstName, account.lastName, sharesContactData(match.status)) || '—',
    jobOpeningTitle: opening.title,
    offerAccepted,
    canRequest: offerAccepted && !contract && hasPermission(access, 'request contracts'),
    contract: contract
      ? {
          id: contract.id,
          status: contract.status,
          terms: MatchContractTerms.parse(contract.terms),
          requestedBy: [found.requestedByFirst, found.requestedByLast].filter(Boolean).join(' ') || null,
          requestedAt: contract.requestedAt.toISOString(),
          updatedAt: contract.updatedAt.toISOString(),
          preparedAt: contract.preparedAt?.toISOString() ?? null,
          signedAt: contract.signedAt?.toISOString() ?? null,
          editable: contract.status === 'requested' && hasPermission(access, 'edit contracts'),
        }
      : null,
  };
}

export async function getContract(db: Database, access: CompanyAccess, jobId: string, applicantId: string) {
  const { opening, account, match } = await requireMatch(db, access, jobId, applicantId);
  return contractView(db, access, opening, account, match);
}

export async function requestContract(
  db: Database,
  access: CompanyAccess,
  jobId: string,
  applicantId: string,
  terms: MatchContractTerms,
) {
  const { opening, account, match } = await requireMatch(db, access, jobId, applicantId);
  if (match.status !== 'offer_accepted') throw new AppError(ErrorCode.MATCH_CONTRACT_NOT_YET_POSSIBLE);
  const row = await insertContract(db, { matchId: match.id, terms, requestedBy: access.companyUserId });
  if (!row) throw new AppError(ErrorCode.MATCH_CONTRACT_ALREADY_REQUESTED);
  return contractView(db, access, opening, account, match);
}

export async function updateContract(
  db: Database,
  access: CompanyAccess,
  jobId: string,
  applicantId: string,
  terms: MatchContractTerms,
) {
  const { opening, account, match } = await requireMatch(db, access, jobId, applicantId);
  const found = await findContract(db, match.id);
  if (!found) throw new AppError(ErrorCode.MATCH_CONTRACT_NOT_FOUND);
  const row = await updateRequestedContract(db, found.contract.id, terms);
  if (!row) throw new AppError(ErrorCode.MATCH_CONTRACT_NOT_EDITABLE);
  return contractView(db, access, opening, account, match);
}

// --- comments (decision 158) ---

type CommentRow = NonNullable<Awaited<ReturnType<typeof findComment>>>;

function toComment(row: CommentRow, access: CompanyAccess): MatchComment {
  const own = row.comment.authorCompanyUserId === access.companyUserId;
  return {
    id: row.comment.id,
    text: row.comment.text,
    authorId: row.comment.authorCompanyUserId,
    authorName: row.comment.authorCompanyUserId
      ? [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email
      : null,
    createdAt: row.comment.createdAt.toISOString(),
    updatedAt: row.comment.updatedAt.toISOString(),
    edited: row.comment.updatedAt.getTime() - row.comment.createdAt.getTime() > 1000,
    canEdit: own,
    canDelete: own || access.isOwner,
  };
}

export async function getComments(db: Database, access: CompanyAccess, jobId: string, applicantId: string) {
  const { match } = await requireMatch(db, access, jobId, applicantId);
  return (await listComments(db, match.id)).map((row) => toComment(row, access));
}

export async function addComment(
  db: Database,
  access: CompanyAccess,
  jobId: string,
  applicantId: string,
  text: string,
) {
  const { match } = await requireMatch(db, access, jobId, applicantId);
  const row = await insertComment(db, { matchId: match.id, authorCompanyUserId: access.companyUserId, text });
  const found = await findComment(db, match.id, row.id);
  return toComment(found!, access);
}

async function requireComment(
  db: Database,
  access: CompanyAccess,
  jobId: string,
  applicantId: string,
  id: string,
) {
  const { match } = await requireMatch(db, access, jobId, applicantId);
  const found = await findComment(db, match.id, id);
  if (!found) throw new AppError(ErrorCode.MATCH_COMMENT_NOT_FOUND);
  return { match, found };
}

export async function editComment(
  db: Database,
  access: CompanyAccess,
  jobId: string,
  applicantId: string,
  commentId: string,
  text: string,
) {
  const { match, found } = await requireComment(db, access, jobId, applicantId, commentId);
  if (found.comment.authorCompanyUserId !== access.companyUserId)
    throw new AppError(ErrorCode.MATCH_COMMENT_NOT_OWN);
  await updateCommentText(db, commentId, text);
  return toComment((await findComment(db, match.id, commentId))!, access);
}

export async function removeComment(
  db: Database,
  access: CompanyAccess,
  jobId: string,
  applicantId: string,
  commentId: string,
) {
  const { found } = await requireComment(db, access, jobId, applicantId, commentId);
  if (found.comment.authorCompanyUserId !== access.companyUserId && !access.isOwner) {
    throw new AppError(ErrorCode.MATCH_COMMENT_NOT_OWN);
  }
  await deleteCommentRow(db, commentId);
}

/**
 * The applicant's CV file, only after mutual interest (decision 154): the newest document of category CV of that
 * applicant (the documents module's ownership rule: the document belongs to the account); 404 2757 before
 * mutual interest, without a CV, or when its file is missing.
 */
export async function openSharedCv(
  db: Database,
  store: FileStore,
  access: CompanyAccess,
  jobId: string,
  applicantId: string,
  log: FastifyBaseLogger,
): Promise<{ name: string; mimeType: string; sizeBytes: number; stream: Readable }> {
  const opening = await requireOpening(db, access, jobId);
  const { account, match } = await requireApplicant(db, opening, applicantId);
  const cv = sharesContactData(match?.status) ? await findLatestCv(db, account.id) : null;
  if (!cv) throw new AppError(ErrorCode.APPLICANT_CV_NOT_SHARED);
  try {
    const stream = await store.get(cv.storageKey);
    return { name: cv.name, mimeType: cv.mimeType, sizeBytes: cv.sizeBytes, stream };
  } catch (error) {
    if (!(error instanceof FileNotFoundError)) throw error;
    log.error({ documentId: cv.id }, 'the file of a shared CV is missing');
    throw new AppError(ErrorCode.APPLICANT_CV_NOT_SHARED);
  }
}
