/**
 * The applicant's reads of job openings (decision 171): the self-matching overview, the openings they interacted
 * with, their invitations and applications, and one opening in detail. Every card carries the fit of the one rule
 * `assessFit` (score, reasons, distance) and the applicant's match state (`applicantOfferStatus`).
 */
import {
  allowedMatchEvents,
  applicantOfferStatus,
  assessFit,
  ErrorCode,
  PUBLIC_JOB_OPENING_STATUSES,
  sanitizeMetadata,
  type ApplicantFitFacts,
  type FitAssessment,
  type JobOpeningCard,
  type JobOpeningDetail,
  type JobOpeningOverview,
  type JobOpeningStatus,
  type MatchEvent,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { FileNotFoundError, type FileStore } from '../../lib/file-store';
import {
  jobOpeningLogoUrl,
  loadApplicantFitFacts,
  summariseRelatedOpenings,
} from '../../matching/recommendations.service';
import { companyResponseFigures } from '../../read-models/company-response-figures';
import {
  countMatchLists,
  findAccountMetadata,
  findOpeningLogo,
  findOpeningWithMatch,
  listMatchedOpenings,
  listMatchHistory,
  type MatchListKind,
  type OpeningCardRow,
} from './applicant-job-openings.repository';

/** How many recommendations the overview shows (the ranked list is `/related`). */
export const OVERVIEW_RECOMMENDATIONS = 3;

function fitOf(applicant: ApplicantFitFacts, row: OpeningCardRow): FitAssessment {
  const { opening } = row;
  return assessFit(
    { ...applicant, advisorSuggested: row.match?.source === 'study_advisor' },
    {
      courseId: opening.courseId,
      startDate: opening.startDate,
      campusId: opening.campusId,
      location:
        row.latitude !== null && row.longitude !== null
          ? { latitude: row.latitude, longitude: row.longitude }
          : null,
      maxGradeAverage: opening.maxGradeAverage,
      requiredLanguages: opening.requiredLanguages,
      drivingLicenseRequired: opening.drivingLicenseRequired,
      workModel: opening.workModel,
    },
  );
}

/**
 * Whether the applicant may read an opening: a public one, or one they have a match with (so an ended application
 * stays readable). Never a draft.
 */
function readable(status: JobOpeningStatus, hasMatch: boolean): boolean {
  if (status === 'draft') return false;
  return (PUBLIC_JOB_OPENING_STATUSES as readonly string[]).includes(status) || hasMatch;
}

function toCard(row: OpeningCardRow, fit: FitAssessment): JobOpeningCard {
  const { opening, match } = row;
  return {
    id: opening.id,
    title: opening.title,
    companyId: opening.companyId,
    companyName: row.companyName,
    companyLogoUrl: row.companyLogoId ? jobOpeningLogoUrl(opening.id) : null,
    course: row.course,
    campus: row.campus,
    startDate: opening.startDate,
    studyModel: opening.studyModel,
    workModel: opening.workModel,
    placeOfTraining: opening.placeOfTraining,
    distanceKm: fit.distanceKm,
    openPositions: opening.openPositions,
    skills: opening.skills,
    publishedAt: opening.publishedAt?.toISOString() ?? null,
    score: fit.score,
    reasons: fit.reasons,
    match: match
      ? {
          status: match.status,
          offerStatus: applicantOfferStatus(match.status, match.cancellationReason),
          cancellationReason: match.cancellationReason,
          source: match.source,
          favorite: match.favorite,
        }
      : null,
  };
}

/**
 * The time of the applicant's last visit of self-matching (decision 170): `visitedSelfMatchingView` holds it as an
 * ISO date-time; `true` (visited, time unknown) means nothing can be told to be new; no visit: everything is new.
 */
export function lastSelfMatchingVisit(metadata: unknown): Date | 'unknown' | null {
  const visited = sanitizeMetadata(metadata).visitedSelfMatchingView;
  if (typeof visited === 'string') return new Date(visited);
  return visited === true ? 'unknown' : null;
}

/**
 * The overview (decision 171): the first three of `/related` (the recommendation engine, decision 139) with its
 * total, the counts of the lists, and the recommendations published since the last visit (decision 170).
 */
export async function getOverview(db: Database, accountId: string): Promise<JobOpeningOverview> {
  const metadata = await findAccountMetadata(db, accountId);
  if (metadata === undefined) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  const visit = lastSelfMatchingVisit(metadata);
  const [related, counts] = await Promise.all([
    summariseRelatedOpenings(db, accountId, OVERVIEW_RECOMMENDATIONS, visit instanceof Date ? visit : null),
    countMatchLists(db, accountId),
  ]);
  return {
    recommended: related.items,
    counts: { recommended: related.total, ...counts },
    unread: visit === 'unknown' ? 0 : related.publishedSince,
  };
}

export async function listMatchCards(
  db: Database,
  accountId: string,
  kind: Exclude<MatchListKind, 'favorites'>,
): Promise<JobOpeningCard[]> {
  const [applicant, rows] = await Promise.all([
    loadApplicantFitFacts(db, accountId),
    listMatchedOpenings(db, accountId, kind),
  ]);
  return rows.map((row) => toCard(row, fitOf(applicant, row)));
}

type HistoryRow = Awaited<ReturnType<typeof listMatchHistory>>[number];

function historyActor(row: HistoryRow, accountId: string) {
  if (row.actorType === 'company_user') return 'company' as const;
  if (row.actorType === 'system') return 'system' as const;
  return row.actorId === accountId ? ('applicant' as const) : ('study_advisor' as const);
}

/**
 * What the applicant can do now: the state machine's applicant events, but the date pick only while the company's
 * suggestions wait for an answer.
 */
function applicantEvents(
  status: Parameters<typeof allowedMatchEvents>[0],
  datesPending: boolean,
): MatchEvent[] {
  return allowedMatchEvents(status, 'applicant').filter(
    (event) => event !== 'interview_date_chosen' || datesPending,
  );
}

/**
 * One opening: a public one, or one the applicant has a match with (so an ended application stays readable). A
 * draft, or a closed or staffed opening without the applicant's match, is 404.
 */
export async function getOpeningDetail(
  db: Database,
  accountId: string,
  jobOpeningId: string,
): Promise<JobOpeningDetail> {
  const row = await findOpeningWithMatch(db, accountId, jobOpeningId);
  if (!row || !readable(row.opening.status, row.match !== null)) {
    throw new AppError(ErrorCode.JOB_OPENING_NOT_FOUND);
  }
  const [applicant, response, history] = await Promise.all([
    loadApplicantFitFacts(db, accountId),
    companyResponseFigures(db, row.opening.companyId),
    row.match ? listMatchHistory(db, row.match.id) : Promise.resolve([]),
  ]);
  const { opening, match } = row;
  const detail = row.matchDetail;
  const datesPending =
    match?.status === 'awaiting_interview_schedule' && (detail?.interviewDateSuggestions.length ?? 0) > 0;
  return {
    ...toCard(row, fitOf(applicant, row)),
    tasks: opening.tasks,
    teamSize: opening.teamSize,
    benefits: opening.benefits,
    extraPayment: opening.extraPayment,
    practicePlace: opening.practicePlace,
    offerDescription: opening.offerDescription,
    offerUrl: opening.offerUrl,
    requiredCount: opening.requiredCount,
    requiredLanguages: opening.requiredLanguages,
    maxGradeAverage: opening.maxGradeAverage,
    drivingLicenseRequired: opening.drivingLicenseRequired,
    company: {
      id: opening.companyId,
      name: row.companyName,
      logoUrl: row.companyLogoId ? jobOpeningLogoUrl(opening.id) : null,
      description: row.company.portrait,
      website: row.company.website,
      response,
    },
    matchDetail:
      match && detail
        ? {
            interviewDateSuggestions: detail.interviewDateSuggestions,
            interviewAt: detail.interviewAt?.toISOString() ?? null,
            interviewDetails: detail.interviewDetails,
            trialDayAt: detail.trialDayAt?.toISOString() ?? null,
            // The company's words reach the applicant only with its "no" (shown kindly).
            feedbackText: match.cancellationReason === 'rejected_by_company' ? detail.feedbackText : null,
            advisorNote: detail.advisorNote,
            allowedEvents: applicantEvents(match.status, datesPending),
            history: history.map((event) => ({
              event: event.event,
              at: event.createdAt.toISOString(),
              by: historyActor(event, accountId),
            })),
          }
        : null,
  };
}

/** The logo file of the opening's company for an applicant who may read the opening; 404 otherwise or without logo. */
export async function openCompanyLogo(
  db: Database,
  store: FileStore,
  accountId: string,
  jobOpeningId: string,
  log: FastifyBaseLogger,
): Promise<{ mimeType: string; sizeBytes: number; stream: Readable }> {
  const row = await findOpeningLogo(db, accountId, jobOpeningId);
  if (!row || !readable(row.status, row.matchId !== null)) throw AppError.notFound();
  try {
    return { mimeType: row.mimeType, sizeBytes: row.sizeBytes, stream: await store.get(row.storageKey) };
  } catch (error) {
    if (!(error instanceof FileNotFoundError)) throw error;
    log.error({ jobOpeningId, storageKey: row.storageKey }, 'the file of a company logo is missing');
    throw AppError.notFound();
  }
}
