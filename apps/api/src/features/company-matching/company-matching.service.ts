/**
 * The company's side of matching (issue 11 item 5, decisions 154–160). Routes have checked the membership and
 * the permission; this layer finds the company's opening (404 otherwise), decides what the company may see of an
 * applicant at the match's stage, and changes a match only through `applyMatchEvent` (decision 138).
 */
import {
  allowedMatchEvents,
  applicantListStatus,
  ErrorCode,
  MATCH_INITIAL_STATUS,
  MatchContractTerms,
  MUTUAL_INTEREST_STATUSES,
  WorkModel,
  type ApplicantCard,
  type ApplicationStatus,
  type ArrangeInterviewBody,
  type CompanyApplicantDetail,
  type CompanyMatchHistoryEntry,
  type ContactedListStatus,
  type ContactedMatches,
  type FitReason,
  type LanguageSkill,
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
import { applyMatchEvent } from '../../matching/match-transitions.service';
import {
  deleteCommentRow,
  findApplicant,
  findComment,
  findCompanyOpening,
  findContract,
  findLatestCv,
  findMatch,
  findPostalCodeLocations,
  findStudyChoice,
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

const isMutual = (status: ApplicationStatus | undefined) =>
  !!status && (MUTUAL_INTEREST_STATUSES as readonly string[]).includes(status);

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

/** "Erika M." before mutual interest; the full name after (decision 154). */
export function displayName(account: Pick<AccountRow, 'firstName' | 'lastName'>, mutual: boolean): string {
  const first = account.firstName?.trim() || '';
  const last = account.lastName?.trim() || '';
  if (mutual) return [first, last].filter(Boolean).join(' ') || '—';
  const initial = last ? `${last[0]!.toUpperCase()}.` : '';
  return [first, initial].filter(Boolean).join(' ') || '—';
}

function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)));
}

const GERMAN_B2 = 4;

/**
 * The reasons shown on the detail and the contacted list (decision 160): the same kinds the recommendation
 * engine gives, computed from the opening's requirements and what the applicant entered; the score is the share
 * of reasons that fit.
 */
export function fitOf(
  opening: OpeningRow,
  account: AccountRow,
  choice: Awaited<ReturnType<typeof findStudyChoice>>,
  distance: number | null,
  source: MatchRow['source'] | null,
): { score: number; reasons: FitReason[] } {
  const reasons: FitReason[] = [];
  if (opening.courseId && choice) {
    reasons.push({
      kind: 'course',
      fits: opening.courseId === choice.course.id,
      values: { course: choice.course.name },
    });
  }
  if (opening.startDate && choice) {
    reasons.push({
      kind: 'intake',
      fits: opening.startDate === choice.intake,
      values: { intake: choice.intake },
    });
  }
  if (opening.campusId && choice) {
    reasons.push({
      kind: 'campus',
      fits: opening.campusId === choice.campus.id,
      values: { campus: choice.campus.name },
    });
  }
  if (distance !== null) {
    const maxKm = account.practicePartnerMaxDistance ?? 20;
    reasons.push({ kind: 'distance', fits: distance <= maxKm, values: { distanceKm: distance, maxKm } });
  }
  if (opening.maxGradeAverage !== null && account.gradeAverage !== null) {
    reasons.push({
      kind: 'grade',
      fits: Number(account.gradeAverage) <= opening.maxGradeAverage,
      values: { grade: Number(account.gradeAverage), maxGrade: opening.maxGradeAverage },
    });
  }
  for (const wanted of opening.requiredLanguages) {
    const held = account.languageSkills.find((skill: LanguageSkill) => skill.code === wanted.code);
    reasons.push({
      kind: 'languages',
      fits: !!held && held.level >= wanted.level,
      values: { code: wanted.code, level: held?.level ?? 0, requiredLevel: wanted.level },
    });
  }
  const german = account.languageSkills.find((skill: LanguageSkill) => skill.code === 'de');
  if (german) {
    reasons.push({ kind: 'germanLevel', fits: german.level >= GERMAN_B2, values: { level: german.level } });
  }
  if (opening.drivingLicenseRequired) {
    reasons.push({ kind: 'drivingLicense', fits: account.drivingLicenseExists === true, values: {} });
  }
  if (opening.workModel && account.preferredWorkModels.length) {
    reasons.push({
      kind: 'workModel',
      fits: account.preferredWorkModels.includes(opening.workModel),
      values: { workModel: opening.workModel },
    });
  }
  if (source === 'study_advisor') reasons.push({ kind: 'advisorSuggested', fits: true, values: {} });
  const score = reasons.length
    ? Math.round((reasons.filter((reason) => reason.fits).length / reasons.length) * 100)
    : 0;
  return { score, reasons };
}

async function distanceOf(db: Database, opening: OpeningRow, account: AccountRow): Promise<number | null> {
  const from = account.shippingPostalCode?.trim();
  const to = opening.placeOfTrainingPostalCode?.trim();
  if (!from || !to) return null;
  const rows = await findPostalCodeLocations(db, [from, to]);
  const a = rows.find((row) => row.postalCode === from);
  const b = rows.find((row) => row.postalCode === to);
  return a && b ? distanceKm(a, b) : null;
}

/** The applicant card (decision 154: name shortened and contact null before mutual interest). */
async function cardOf(
  db: Database,
  opening: OpeningRow,
  account: AccountRow,
  match: MatchRow | null,
): Promise<ApplicantCard> {
  const mutual = isMutual(match?.status);
  const [choice, distance] = await Promise.all([
    findStudyChoice(db, account.id),
    distanceOf(db, opening, account),
  ]);
  const fit = fitOf(opening, account, choice, distance, match?.source ?? null);
  return {
    accountId: account.id,
    displayName: displayName(account, mutual),
    course: choice?.course ?? null,
    campus: choice?.campus ?? null,
    intake: choice?.intake ?? null,
    city: account.shippingCity,
    distanceKm: distance,
    gradeAverage: account.gradeAverage === null ? null : Number(account.gradeAverage),
    languages: account.languageSkills,
    drivingLicense: account.drivingLicenseExists,
    preferredWorkModels: account.preferredWorkModels.filter(
      (model): model is WorkModel => WorkModel.safeParse(model).success,
    ),
    score: fit.score,
    reasons: fit.reasons,
    match: match
      ? {
          status: match.status,
          listStatus: applicantListStatus(match.status, match.companyViewedAt !== null),
          cancellationReason: match.cancellationReason,
          source: match.source,
        }
      : null,
    contact: mutual
      ? {
          firstName: account.firstName,
          lastName: account.lastName,
          email: account.email,
          phone: account.phone,
        }
      : null,
  };
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
  const mutual = isMutual(match?.status);
  const [card, history, cv, contract] = await Promise.all([
    cardOf(db, opening, account, match),
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
  const items: ContactedMatches['items'] = [];
  for (const { match, account } of rows) {
    const listStatus = applicantListStatus(
      match.status,
      match.companyViewedAt !== null,
    ) as ContactedListStatus;
    counts[listStatus] = (counts[listStatus] ?? 0) + 1;
    if (status && listStatus !== status) continue;
    items.push({
      ...(await cardOf(db, opening, account, match)),
      statusChangedAt: match.statusChangedAt.toISOString(),
    });
  }
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
    applicantName: displayName(account, isMutual(match.status)),
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
  const cv = isMutual(match?.status) ? await findLatestCv(db, account.id) : null;
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
