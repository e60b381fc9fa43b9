/**
 * The recommendation engine (decision 139), both directions: openings for an applicant (`/v1/job-openings/related`,
 * `/filtered`) and applicants for an opening (the company's reco tab and applicant search). The repository narrows
 * the candidates with indexes; `assessFit` of the contracts is the one rule that decides, scores and gives the
 * reasons. Recommendations are computed per request, never stored (decision 138).
 */
import {
  applicantOfferStatus,
  assessFit,
  DEFAULT_MAX_DISTANCE_KM,
  ErrorCode,
  getJobOpeningCompanyLogo,
  routeUrl,
  type ApplicantCard,
  type ApplicantCardPage,
  type ApplicantFitFacts,
  type FitAssessment,
  type JobOpeningCard,
  type JobOpeningCardPage,
  type JobOpeningFilterOptions,
  type OpeningFitFacts,
  type WorkModel,
} from '@portal/contracts';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import { toApplicantCard, type ApplicantCardSource } from './applicant-card';
import { listOpeningsWithLogo } from './company-logos.repository';
import {
  countFilteredOpenings,
  findApplicantFacts,
  findCompanyOpening,
  findCourseName,
  findFilterOptions,
  listApplicantCandidates,
  listFilteredFitting,
  listFilteredOthers,
  listKnownApplicants,
  listRelatedCandidates,
  type ApplicantCandidateRow,
  type ApplicantCriteria,
  type KnownApplicantRow,
  type ApplicantFactsRow,
  type CompanyOpeningRow,
  type OpeningCardRow,
  type OpeningFilters,
} from './recommendations.repository';

/** Recommendations per page (spec part 2 §7.3 pages them; 20 each). */
export const RECOMMENDATIONS_PER_PAGE = 20;

const WORK_MODELS: readonly string[] = ['onsite', 'hybrid', 'remote'] satisfies WorkModel[];
const workModelsOf = (values: readonly string[]) =>
  values.filter((value): value is WorkModel => WORK_MODELS.includes(value));

const point = (latitude: number | null, longitude: number | null) =>
  latitude !== null && longitude !== null ? { latitude, longitude } : null;

// ---------------------------------------------------------------------------------------------------------------
// Openings for an applicant.

function applicantFitFacts(row: ApplicantFactsRow): ApplicantFitFacts {
  return {
    courseId: row.courseId,
    intake: row.intake,
    campusId: row.campusId,
    location: point(row.latitude, row.longitude),
    maxDistanceKm: row.maxDistanceKm,
    gradeAverage: row.gradeAverage,
    languageSkills: row.languageSkills,
    drivingLicense: row.drivingLicense,
    preferredWorkModels: workModelsOf(row.preferredWorkModels),
  };
}

/** The opening's side of the fit, from an opening card or the company's opening (the same columns). */
function openingFitFacts(
  row: Pick<
    OpeningCardRow,
    | 'courseId'
    | 'startDate'
    | 'campusId'
    | 'latitude'
    | 'longitude'
    | 'maxGradeAverage'
    | 'requiredLanguages'
    | 'drivingLicenseRequired'
    | 'workModel'
  >,
): OpeningFitFacts {
  return {
    courseId: row.courseId,
    startDate: row.startDate,
    campusId: row.campusId,
    location: point(row.latitude, row.longitude),
    maxGradeAverage: row.maxGradeAverage,
    requiredLanguages: row.requiredLanguages,
    drivingLicenseRequired: row.drivingLicenseRequired,
    workModel: row.workModel,
  };
}

function toJobOpeningCard(row: OpeningCardRow, fit: FitAssessment): JobOpeningCard {
  return {
    id: row.id,
    title: row.title,
    companyId: row.companyId,
    companyName: row.companyName,
    // Set for a page of cards at once by `withCompanyLogos`.
    companyLogoUrl: null,
    course: row.courseId && row.courseName ? { id: row.courseId, name: row.courseName } : null,
    campus:
      row.campusId && row.campusName
        ? { id: row.campusId, name: row.campusName, city: row.campusCity }
        : null,
    startDate: row.startDate,
    studyModel: row.studyModel,
    workModel: row.workModel,
    placeOfTraining: row.placeOfTraining,
    distanceKm: fit.distanceKm,
    openPositions: row.openPositions,
    skills: row.skills,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    score: fit.score,
    reasons: fit.reasons,
    match: row.matchStatus
      ? {
          status: row.matchStatus,
          offerStatus: applicantOfferStatus(row.matchStatus, row.matchCancellationReason),
          cancellationReason: row.matchCancellationReason,
          source: row.matchSource!,
          favorite: row.matchFavorite ?? false,
        }
      : null,
  };
}

interface Assessed {
  row: OpeningCardRow;
  fit: FitAssessment;
}

/** Best fit first: higher score, then the newer opening, then the id (a stable order for paging). */
function byFit(a: Assessed, b: Assessed): number {
  return (
    b.fit.score - a.fit.score ||
    (b.row.publishedAt?.getTime() ?? 0) - (a.row.publishedAt?.getTime() ?? 0) ||
    a.row.id.localeCompare(b.row.id)
  );
}

async function applicantFacts(db: Database, accountId: string) {
  const row = await findApplicantFacts(db, accountId);
  if (!row) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  const facts = applicantFitFacts(row);
  const reach =
    facts.courseId && facts.intake
      ? {
          courseId: facts.courseId,
          intake: facts.intake,
          location: facts.location,
          maxKm: facts.maxDistanceKm ?? DEFAULT_MAX_DISTANCE_KM,
        }
      : null;
  return { facts, reach };
}

/**
 * The applicant's side of the fit (account, postal-code centre, active study application), for reads that assess
 * openings the engine does not list (the applicant's matches and the opening detail, decision 171).
 */
export async function loadApplicantFitFacts(db: Database, accountId: string): Promise<ApplicantFitFacts> {
  return (await applicantFacts(db, accountId)).facts;
}

const pageOf = <T>(items: T[], total: number, page: number) => ({
  items,
  total,
  page,
  perPage: RECOMMENDATIONS_PER_PAGE,
});

/** The applicant's address of the logo of an opening's company (decision 171). */
export const jobOpeningLogoUrl = (jobOpeningId: string): string =>
  routeUrl(getJobOpeningCompanyLogo, { params: { id: jobOpeningId } });

/** The cards with the addresses of their companies' logos, in one query for the page. */
async function withCompanyLogos(db: Database, cards: JobOpeningCard[]): Promise<JobOpeningCard[]> {
  const logos = new Set(
    await listOpeningsWithLogo(
      db,
      cards.map((card) => card.id),
    ),
  );
  return cards.map((card) => ({
    ...card,
    companyLogoUrl: logos.has(card.id) ? jobOpeningLogoUrl(card.id) : null,
  }));
}

/**
 * `GET /v1/job-openings/related`: the openings that fit the applicant (course, start date, German B2, within the
 * maximum distance unless remote), best first; openings the applicant already has a match with are left out (they
 * are in the interacted list, invitations and applications).
 */
export async function listRelatedOpenings(
  db: Database,
  accountId: string,
  page: number,
): Promise<JobOpeningCardPage> {
  const fitting = await rankRelatedOpenings(db, accountId);
  const start = (page - 1) * RECOMMENDATIONS_PER_PAGE;
  return pageOf(
    await withCompanyLogos(
      db,
      fitting
        .slice(start, start + RECOMMENDATIONS_PER_PAGE)
        .map(({ row, fit }) => toJobOpeningCard(row, fit)),
    ),
    fitting.length,
    page,
  );
}

/** The whole ranked list of `/related`: eligible openings without a match, best first. */
async function rankRelatedOpenings(db: Database, accountId: string): Promise<Assessed[]> {
  const { facts, reach } = await applicantFacts(db, accountId);
  if (!reach) return [];
  const rows = await listRelatedCandidates(db, accountId, reach);
  return rows
    .map((row) => ({ row, fit: assessFit(facts, openingFitFacts(row)) }))
    .filter(({ fit }) => fit.eligible)
    .sort(byFit);
}

/**
 * The head of `/related` for the self-matching overview (decisions 170, 171): its first `count` cards, its total,
 * and how many of all its openings were published after `since` (null: all of them are new).
 */
export async function summariseRelatedOpenings(
  db: Database,
  accountId: string,
  count: number,
  since: Date | null,
): Promise<{ items: JobOpeningCard[]; total: number; publishedSince: number }> {
  const fitting = await rankRelatedOpenings(db, accountId);
  return {
    items: await withCompanyLogos(
      db,
      fitting.slice(0, count).map(({ row, fit }) => toJobOpeningCard(row, fit)),
    ),
    total: fitting.length,
    publishedSince: since
      ? fitting.filter(({ row }) => (row.publishedAt?.getTime() ?? 0) > since.getTime()).length
      : fitting.length,
  };
}

/**
 * `GET /v1/job-openings/filtered`: every findable opening within the filters. First those of the applicant's
 * course and start date within reach, ranked by fit (the ones that fit before the ones that do not); then all
 * others, newest first. Every card carries its score, reasons and the applicant's match, if any.
 */
export async function listFilteredOpenings(
  db: Database,
  accountId: string,
  query: OpeningFilters & { page: number },
): Promise<JobOpeningCardPage> {
  const { facts, reach } = await applicantFacts(db, accountId);
  const filters: OpeningFilters = {
    courses: query.courses,
    campuses: query.campuses,
    intakes: query.intakes,
  };
  const [total, fittingRows] = await Promise.all([
    countFilteredOpenings(db, filters),
    reach ? listFilteredFitting(db, accountId, filters, reach) : Promise.resolve([]),
  ]);
  const fitting = fittingRows
    .map((row) => ({ row, fit: assessFit(facts, openingFitFacts(row)) }))
    .sort((a, b) => Number(b.fit.eligible) - Number(a.fit.eligible) || byFit(a, b));
  const start = (query.page - 1) * RECOMMENDATIONS_PER_PAGE;
  const fromFitting = fitting.slice(start, start + RECOMMENDATIONS_PER_PAGE);
  const missing = RECOMMENDATIONS_PER_PAGE - fromFitting.length;
  const others =
    missing > 0 && start + fromFitting.length < total
      ? await listFilteredOthers(db, accountId, filters, reach, {
          offset: Math.max(0, start - fitting.length),
          limit: missing,
        })
      : [];
  const items = [
    ...fromFitting,
    ...others.map((row) => ({ row, fit: assessFit(facts, openingFitFacts(row)) })),
  ].map(({ row, fit }) => toJobOpeningCard(row, fit));
  return pageOf(await withCompanyLogos(db, items), total, query.page);
}

/** `GET /v1/job-openings/filter-options`: courses, campuses and start dates that findable openings have. */
export async function getFilterOptions(db: Database): Promise<JobOpeningFilterOptions> {
  const { courseRows, campusRows, intakeRows } = await findFilterOptions(db);
  return {
    courses: courseRows,
    campuses: campusRows,
    intakes: intakeRows.flatMap((row) => (row.date ? [row.date] : [])),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Applicants for an opening.

function candidateFacts(row: ApplicantCandidateRow, opening: CompanyOpeningRow): ApplicantFitFacts {
  return {
    ...applicantFitFacts({ ...row, courseId: opening.courseId, intake: opening.startDate }),
    advisorSuggested: row.matchSource === 'study_advisor',
  };
}

/** A candidate (or an applicant the company knows) as the company's card, with the application's catalogue. */
function companyCard(
  row: Pick<
    KnownApplicantRow,
    | 'accountId'
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'phone'
    | 'city'
    | 'gradeAverage'
    | 'languageSkills'
    | 'drivingLicense'
    | 'preferredWorkModels'
    | 'matchStatus'
    | 'matchCancellationReason'
    | 'matchSource'
    | 'companyViewedAt'
  >,
  catalogue: Pick<ApplicantCardSource, 'course' | 'campus' | 'intake'>,
  fit: FitAssessment,
): ApplicantCard {
  return toApplicantCard(
    {
      ...row,
      ...catalogue,
      match: row.matchStatus
        ? {
            status: row.matchStatus,
            cancellationReason: row.matchCancellationReason,
            source: row.matchSource!,
            companyViewedAt: row.companyViewedAt,
          }
        : null,
    },
    fit,
  );
}

async function rankApplicants(
  db: Database,
  companyId: string,
  jobOpeningId: string,
  page: number,
  options: { recommendationsOnly: boolean; criteria?: ApplicantCriteria },
): Promise<ApplicantCardPage> {
  const opening = await findCompanyOpening(db, companyId, jobOpeningId);
  if (!opening) throw new AppError(ErrorCode.JOB_OPENING_NOT_FOUND);
  const { courseId, intakeId } = opening;
  // An opening without a course or with a start date that is no intake has nobody to recommend.
  if (!courseId || !intakeId) return pageOf([], 0, page);
  const [rows, course] = await Promise.all([
    listApplicantCandidates(
      db,
      { ...opening, courseId, intakeId },
      { ...options, defaultMaxKm: DEFAULT_MAX_DISTANCE_KM },
    ),
    findCourseName(db, courseId),
  ]);
  const target = openingFitFacts(opening);
  const searchKm = options.criteria?.maxDistanceKm;
  const ranked = rows
    .map((row) => ({ row, fit: assessFit(candidateFacts(row, opening), target) }))
    .filter(
      ({ fit }) =>
        fit.eligible &&
        (searchKm === undefined ||
          opening.workModel === 'remote' ||
          fit.distanceKm === null ||
          fit.distanceKm <= searchKm),
    )
    // Applicants waiting for the company's answer first, then the best fit; the id keeps pages stable.
    .sort(
      (a, b) =>
        Number(b.row.matchStatus === 'awaiting_partner_interest') -
          Number(a.row.matchStatus === 'awaiting_partner_interest') ||
        b.fit.score - a.fit.score ||
        a.row.accountId.localeCompare(b.row.accountId),
    );
  const start = (page - 1) * RECOMMENDATIONS_PER_PAGE;
  const items = ranked.slice(start, start + RECOMMENDATIONS_PER_PAGE).map(({ row, fit }) =>
    companyCard(
      row,
      {
        course,
        campus: { id: row.campusId, name: row.campusName, city: row.campusCity },
        intake: opening.startDate,
      },
      fit,
    ),
  );
  return pageOf(items, ranked.length, page);
}

/**
 * The company's reco tab: ready applicants who fit the opening, best first, without those the company already
 * answered (the contacted tab has them). 404 for an opening of another company.
 */
export function listRecommendedApplicants(
  db: Database,
  companyId: string,
  jobOpeningId: string,
  page: number,
): Promise<ApplicantCardPage> {
  return rankApplicants(db, companyId, jobOpeningId, page, { recommendationsOnly: true });
}

/**
 * The company's applicant search: the same candidates and rule, narrowed by the criteria, with every match state
 * (also those the company answered).
 */
export function searchApplicants(
  db: Database,
  companyId: string,
  jobOpeningId: string,
  body: ApplicantCriteria & { page: number },
): Promise<ApplicantCardPage> {
  const { page, ...criteria } = body;
  return rankApplicants(db, companyId, jobOpeningId, page, {
    recommendationsOnly: false,
    criteria: {
      ...criteria,
      search: criteria.search?.trim().toLowerCase() || undefined,
      languages: criteria.languages?.map((code) => code.trim().toLowerCase()),
    },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Applicants the company already knows.

/**
 * The cards of applicants the company already knows for one of its openings (the applicant detail and the
 * contacted list, decision 173): the same facts, rule (`assessFit`) and projection (`toApplicantCard`) as the reco
 * tab, so score, reasons and visibility read the same on every screen. In the order of `accountIds`; ids of no
 * account are left out. 404 for an opening of another company.
 */
export async function knownApplicantCards(
  db: Database,
  companyId: string,
  jobOpeningId: string,
  accountIds: readonly string[],
): Promise<ApplicantCard[]> {
  const opening = await findCompanyOpening(db, companyId, jobOpeningId);
  if (!opening) throw new AppError(ErrorCode.JOB_OPENING_NOT_FOUND);
  const rows = new Map(
    (await listKnownApplicants(db, opening, accountIds)).map((row) => [row.accountId, row]),
  );
  const target = openingFitFacts(opening);
  return accountIds.flatMap((accountId) => {
    const row = rows.get(accountId);
    if (!row) return [];
    const fit = assessFit(
      { ...applicantFitFacts(row), advisorSuggested: row.matchSource === 'study_advisor' },
      target,
    );
    const catalogue = {
      course: row.courseId && row.courseName ? { id: row.courseId, name: row.courseName } : null,
      campus:
        row.campusId && row.campusName
          ? { id: row.campusId, name: row.campusName, city: row.campusCity }
          : null,
      intake: row.intake,
    };
    return [companyCard(row, catalogue, fit)];
  });
}

/**
 * The newest openings that fit the applicant, for the weekly newsletter (decision 215): the `/related` list (the
 * same candidates and `assessFit` rule as self-matching) narrowed to openings published in `(since, until]`, best
 * fit first, then the newer one; at most `count`.
 */
export async function listNewlyPublishedFitting(
  db: Database,
  accountId: string,
  window: { since: Date; until: Date },
  count: number,
): Promise<JobOpeningCard[]> {
  const fitting = await rankRelatedOpenings(db, accountId);
  return fitting
    .filter(({ row }) => {
      const published = row.publishedAt?.getTime();
      return (
        published !== undefined && published > window.since.getTime() && published <= window.until.getTime()
      );
    })
    .slice(0, count)
    .map(({ row, fit }) => toJobOpeningCard(row, fit));
}
