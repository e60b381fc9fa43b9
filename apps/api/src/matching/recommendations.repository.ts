/**
 * The reads of the recommendations (decision 139). The database narrows the candidates with indexes (an
 * applicant's course and intake through `job_openings_public_course_start_idx`; an opening's course and intake
 * through `study_applications_course_intake_idx`) and a bounding box of the distance around the point of the
 * postal code; `assessFit` of the contracts then decides, scores and gives the reasons.
 */
import {
  DISTANCE_STEPS_KM,
  GERMAN_MIN_LEVEL,
  PUBLIC_JOB_OPENING_STATUSES,
  READY_UNIT_STAGES,
  type ApplicationStatus,
  type GeoPoint,
  type WorkModel,
} from '@portal/contracts';
import { aliasedTable, and, count, desc, eq, inArray, isNull, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  accounts,
  campuses,
  companies,
  courses,
  intakes,
  jobOpenings,
  matches,
  postalCodeLocations,
  studyApplications,
  units,
} from '../db/schema/index';

/** Kilometres per degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = 111.2;

/** The latitude and longitude ranges of a box that holds every point within `km` of `centre`. */
export function boundingBox(centre: GeoPoint, km: number) {
  const latitudeDelta = km / KM_PER_DEGREE;
  const longitudeDelta = km / (KM_PER_DEGREE * Math.max(0.01, Math.cos((centre.latitude * Math.PI) / 180)));
  return {
    minLatitude: centre.latitude - latitudeDelta,
    maxLatitude: centre.latitude + latitudeDelta,
    minLongitude: centre.longitude - longitudeDelta,
    maxLongitude: centre.longitude + longitudeDelta,
  };
}

const openingLocation = aliasedTable(postalCodeLocations, 'opening_location');

// ---------------------------------------------------------------------------------------------------------------
// The applicant side: openings for one applicant.

/** What the fit needs of the applicant, from the account and the active (primary, else first) study application. */
export async function findApplicantFacts(db: Database, accountId: string) {
  const active = db
    .select({
      accountId: studyApplications.accountId,
      courseId: studyApplications.courseId,
      campusId: studyApplications.campusId,
      intakeId: studyApplications.intakeId,
    })
    .from(studyApplications)
    .where(and(eq(studyApplications.accountId, accountId), ne(studyApplications.status, 'withdrawn')))
    .orderBy(desc(studyApplications.isPrimary), studyApplications.createdAt, studyApplications.id)
    .limit(1)
    .as('active_application');
  const [row] = await db
    .select({
      accountId: accounts.id,
      maxDistanceKm: accounts.practicePartnerMaxDistance,
      gradeAverage: accounts.gradeAverage,
      languageSkills: accounts.languageSkills,
      drivingLicense: accounts.drivingLicenseExists,
      preferredWorkModels: accounts.preferredWorkModels,
      latitude: accounts.postalCodeLatitude,
      longitude: accounts.postalCodeLongitude,
      courseId: active.courseId,
      campusId: active.campusId,
      intake: intakes.date,
    })
    .from(accounts)
    .leftJoin(active, eq(active.accountId, accounts.id))
    .leftJoin(intakes, eq(intakes.id, active.intakeId))
    .where(eq(accounts.id, accountId));
  return row ?? null;
}
export type ApplicantFactsRow = NonNullable<Awaited<ReturnType<typeof findApplicantFacts>>>;

const openingCardColumns = {
  id: jobOpenings.id,
  title: jobOpenings.title,
  companyId: jobOpenings.companyId,
  companyName: companies.name,
  courseId: jobOpenings.courseId,
  courseName: courses.name,
  campusId: jobOpenings.campusId,
  campusName: campuses.name,
  campusCity: campuses.city,
  startDate: jobOpenings.startDate,
  studyModel: jobOpenings.studyModel,
  workModel: jobOpenings.workModel,
  placeOfTraining: jobOpenings.placeOfTraining,
  openPositions: jobOpenings.openPositions,
  skills: jobOpenings.skills,
  publishedAt: jobOpenings.publishedAt,
  maxGradeAverage: jobOpenings.maxGradeAverage,
  requiredLanguages: jobOpenings.requiredLanguages,
  drivingLicenseRequired: jobOpenings.drivingLicenseRequired,
  latitude: openingLocation.latitude,
  longitude: openingLocation.longitude,
  matchStatus: matches.status,
  matchCancellationReason: matches.cancellationReason,
  matchSource: matches.source,
  matchFavorite: matches.favorite,
};

function openingCardQuery(db: Database, accountId: string) {
  return db
    .select(openingCardColumns)
    .from(jobOpenings)
    .innerJoin(companies, eq(companies.id, jobOpenings.companyId))
    .leftJoin(courses, eq(courses.id, jobOpenings.courseId))
    .leftJoin(campuses, eq(campuses.id, jobOpenings.campusId))
    .leftJoin(openingLocation, eq(openingLocation.postalCode, jobOpenings.placeOfTrainingPostalCode))
    .leftJoin(matches, and(eq(matches.jobOpeningId, jobOpenings.id), eq(matches.accountId, accountId)));
}
export type OpeningCardRow = Awaited<ReturnType<ReturnType<typeof openingCardQuery>['execute']>>[number];

const isPublic = inArray(jobOpenings.status, [...PUBLIC_JOB_OPENING_STATUSES]);

/**
 * The findable openings of the applicant's course and start date that can be within reach: remote, without a
 * known place, or inside the box of `maxKm` around the applicant (`location` null: no distance limit).
 */
function reachableOpenings(facts: {
  courseId: string;
  intake: string;
  location: GeoPoint | null;
  maxKm: number;
}) {
  const conditions: SQL[] = [
    isPublic,
    eq(jobOpenings.courseId, facts.courseId),
    eq(jobOpenings.startDate, facts.intake),
  ];
  if (facts.location) {
    // With the margin: `assessFit` decides at whole kilometres (decision 176).
    const box = boundingBox(facts.location, facts.maxKm + BOX_MARGIN_KM);
    conditions.push(
      or(
        eq(jobOpenings.workModel, 'remote'),
        isNull(openingLocation.latitude),
        sql`(${openingLocation.latitude} between ${box.minLatitude}::float8 and ${box.maxLatitude}::float8
          and ${openingLocation.longitude} between ${box.minLongitude}::float8 and ${box.maxLongitude}::float8)`,
      )!,
    );
  }
  return and(...conditions)!;
}

/** Candidates of `/related`: reachable openings the applicant has no match with yet. */
export function listRelatedCandidates(
  db: Database,
  accountId: string,
  facts: { courseId: string; intake: string; location: GeoPoint | null; maxKm: number },
) {
  return openingCardQuery(db, accountId).where(and(reachableOpenings(facts), isNull(matches.id)));
}

export interface OpeningFilters {
  courses?: string[] | undefined;
  campuses?: string[] | undefined;
  intakes?: string[] | undefined;
}

function filterConditions(filters: OpeningFilters): SQL {
  const conditions: SQL[] = [isPublic];
  if (filters.courses?.length) conditions.push(inArray(jobOpenings.courseId, filters.courses));
  if (filters.campuses?.length) conditions.push(inArray(jobOpenings.campusId, filters.campuses));
  if (filters.intakes?.length) conditions.push(inArray(jobOpenings.startDate, filters.intakes));
  return and(...conditions)!;
}

/** `/filtered`, first part: the reachable openings of the applicant's course and intake within the filters. */
export function listFilteredFitting(
  db: Database,
  accountId: string,
  filters: OpeningFilters,
  facts: { courseId: string; intake: string; location: GeoPoint | null; maxKm: number },
) {
  return openingCardQuery(db, accountId).where(and(filterConditions(filters), reachableOpenings(facts)));
}

/**
 * `/filtered`, second part: every other opening within the filters, newest first, one slice of it. `fitting`
 * null: the applicant has no course or intake, so nothing is in the first part.
 */
export function listFilteredOthers(
  db: Database,
  accountId: string,
  filters: OpeningFilters,
  fitting: { courseId: string; intake: string; location: GeoPoint | null; maxKm: number } | null,
  slice: { offset: number; limit: number },
) {
  const where = fitting
    ? and(filterConditions(filters), not(sql`coalesce(${reachableOpenings(fitting)}, false)`))
    : filterConditions(filters);
  return openingCardQuery(db, accountId)
    .where(where)
    .orderBy(sql`${jobOpenings.publishedAt} desc nulls last`, jobOpenings.id)
    .offset(slice.offset)
    .limit(slice.limit);
}

/** How many findable openings the filters let through. */
export async function countFilteredOpenings(db: Database, filters: OpeningFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobOpenings).where(filterConditions(filters));
  return row?.n ?? 0;
}

/** The courses, campuses and start dates of the findable openings (the filters offer only these). */
export async function findFilterOptions(db: Database) {
  const [courseRows, campusRows, intakeRows] = await Promise.all([
    db
      .selectDistinct({ id: courses.id, name: courses.name })
      .from(jobOpenings)
      .innerJoin(courses, eq(courses.id, jobOpenings.courseId))
      .where(isPublic)
      .orderBy(courses.name, courses.id),
    db
      .selectDistinct({ id: campuses.id, name: campuses.name, city: campuses.city })
      .from(jobOpenings)
      .innerJoin(campuses, eq(campuses.id, jobOpenings.campusId))
      .where(isPublic)
      .orderBy(campuses.name, campuses.id),
    db
      .selectDistinct({ date: jobOpenings.startDate })
      .from(jobOpenings)
      .where(and(isPublic, sql`${jobOpenings.startDate} is not null`))
      .orderBy(jobOpenings.startDate),
  ]);
  return { courseRows, campusRows, intakeRows };
}

// ---------------------------------------------------------------------------------------------------------------
// The company side: applicants for one opening.

/** The company's opening with what the fit needs; null when it is not this company's. */
export async function findCompanyOpening(db: Database, companyId: string, jobOpeningId: string) {
  const [row] = await db
    .select({
      id: jobOpenings.id,
      courseId: jobOpenings.courseId,
      campusId: jobOpenings.campusId,
      startDate: jobOpenings.startDate,
      intakeId: intakes.id,
      maxGradeAverage: jobOpenings.maxGradeAverage,
      requiredLanguages: jobOpenings.requiredLanguages,
      drivingLicenseRequired: jobOpenings.drivingLicenseRequired,
      workModel: jobOpenings.workModel,
      latitude: openingLocation.latitude,
      longitude: openingLocation.longitude,
    })
    .from(jobOpenings)
    .leftJoin(intakes, eq(intakes.date, jobOpenings.startDate))
    .leftJoin(openingLocation, eq(openingLocation.postalCode, jobOpenings.placeOfTrainingPostalCode))
    .where(and(eq(jobOpenings.id, jobOpeningId), eq(jobOpenings.companyId, companyId)));
  return row ?? null;
}
export type CompanyOpeningRow = NonNullable<Awaited<ReturnType<typeof findCompanyOpening>>>;

/** Match statuses in which the applicant still belongs in the reco tab: the company has not answered yet. */
export const RECOMMENDABLE_MATCH_STATUSES = [
  'awaiting_any_interest',
  'awaiting_partner_interest',
] as const satisfies readonly ApplicationStatus[];

export interface ApplicantCriteria {
  /** Lower-case words searched in the town, and in the name where the company may see it. */
  search?: string | undefined;
  maxDistanceKm?: number | undefined;
  maxGradeAverage?: number | undefined;
  drivingLicense?: boolean | undefined;
  /** Language codes (lower-case) the applicant speaks at B2 or better. */
  languages?: string[] | undefined;
  workModels?: WorkModel[] | undefined;
}

const speaksAtLeast = (code: string, level: number) =>
  sql`exists (select 1 from jsonb_array_elements(${accounts.languageSkills}) as skill
    where lower(skill ->> 'code') = ${code}::text and (skill ->> 'level')::int >= ${level}::int)`;

const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The largest distance an applicant can choose (spec part 2 §9); the account save accepts only the steps. */
const LARGEST_DISTANCE_KM = Math.max(...DISTANCE_STEPS_KM);
/**
 * Margin of the box around the opening: `assessFit` rounds the distance to whole kilometres (20.4 km is within
 * 20), and the box's kilometres per degree differ slightly from the great circle's.
 */
const BOX_MARGIN_KM = 1;

/**
 * The accounts of the opening's course and intake that can be within reach of it (decision 176): those without a
 * known postal-code centre and those inside the box of the largest distance any applicant may choose (or the
 * company's smaller one) around the place of training. Both sides are read from an index alone
 * (`accounts_applicant_location_idx`, `study_applications_course_intake_idx`) and joined by hash: materialized, so
 * the planner never looks up the applications of every applicant in the box one by one. Null when the distance
 * does not narrow (a remote opening or an unknown place).
 */
function nearApplicants(
  opening: CompanyOpeningRow & { courseId: string; intakeId: string },
  defaultMaxKm: number,
  searchKm: number | undefined,
): SQL | null {
  if (opening.workModel === 'remote' || opening.latitude === null || opening.longitude === null) return null;
  const km = Math.min(Math.max(LARGEST_DISTANCE_KM, defaultMaxKm), searchKm ?? Infinity) + BOX_MARGIN_KM;
  const box = boundingBox({ latitude: opening.latitude, longitude: opening.longitude }, km);
  return sql`(with near as materialized (
      select ${accounts.id} as id from ${accounts}
      where ${accounts.role} = 'applicant' and ${accounts.deletedAt} is null and ${accounts.postalCodeLatitude} is null
      union all
      select ${accounts.id} from ${accounts}
      where ${accounts.role} = 'applicant' and ${accounts.deletedAt} is null
        and ${accounts.postalCodeLatitude} between ${box.minLatitude}::float8 and ${box.maxLatitude}::float8
        and ${accounts.postalCodeLongitude} between ${box.minLongitude}::float8 and ${box.maxLongitude}::float8
    ), of_course_and_intake as materialized (
      select ${studyApplications.accountId} as id from ${studyApplications}
      where ${studyApplications.courseId} = ${opening.courseId}::uuid
        and ${studyApplications.intakeId} = ${opening.intakeId}::uuid and ${studyApplications.status} <> 'withdrawn'
    )
    select of_course_and_intake.id from of_course_and_intake join near on near.id = of_course_and_intake.id)`;
}

/** The account's columns the fit and the company's card read (contact data only shown after mutual interest). */
const APPLICANT_FIT_COLUMNS = {
  email: accounts.email,
  phone: accounts.phone,
  city: accounts.shippingCity,
  maxDistanceKm: accounts.practicePartnerMaxDistance,
  gradeAverage: accounts.gradeAverage,
  languageSkills: accounts.languageSkills,
  drivingLicense: accounts.drivingLicenseExists,
  preferredWorkModels: accounts.preferredWorkModels,
  latitude: accounts.postalCodeLatitude,
  longitude: accounts.postalCodeLongitude,
};

/**
 * The ready applicants with a valid application of the opening's course and intake, German at B2 or better,
 * inside the box of their own maximum distance (or the company's smaller one) around the place of training unless
 * the opening is remote or a place is unknown. `recommendationsOnly`: leave out applicants the company already
 * answered (they are in the contacted tab). With the account, the application's campus and the match.
 */
export async function listApplicantCandidates(
  db: Database,
  opening: CompanyOpeningRow & { courseId: string; intakeId: string },
  options: { recommendationsOnly: boolean; criteria?: ApplicantCriteria; defaultMaxKm: number },
) {
  const criteria = options.criteria ?? {};
  const mutual = sql`${matches.status} in ('awaiting_interview_schedule', 'interview_scheduled',
    'trial_day_scheduled', 'awaiting_partner_confirmation', 'awaiting_applicant_confirmation', 'offer_accepted')`;
  // The unit's stage by its key, one lookup per application of the course and intake (a lateral subquery with a
  // limit is not flattened, so the planner never hashes every unit of the university); `offset 0` keeps the
  // ready applications a subquery of their own, so only they are looked up in the accounts.
  const near = nearApplicants(opening, options.defaultMaxKm, criteria.maxDistanceKm);
  const readyUnit = db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.id, studyApplications.unitId), inArray(units.stage, [...READY_UNIT_STAGES])))
    .limit(1)
    .as('ready_unit');
  const ready = db
    .select({
      accountId: studyApplications.accountId,
      campusId: studyApplications.campusId,
      firstName: studyApplications.firstName,
      lastName: studyApplications.lastName,
    })
    .from(studyApplications)
    .innerJoinLateral(readyUnit, sql`true`)
    .where(
      and(
        eq(studyApplications.courseId, opening.courseId),
        eq(studyApplications.intakeId, opening.intakeId),
        ne(studyApplications.status, 'withdrawn'),
        near ? sql`${studyApplications.accountId} in ${near}` : undefined,
      ),
    )
    // Drizzle leaves out a numeric `offset 0`; the SQL fragment keeps the fence in the statement.
    .offset(sql`0` as unknown as number)
    .as('ready_application');
  const conditions: (SQL | undefined)[] = [speaksAtLeast('de', GERMAN_MIN_LEVEL)];
  if (opening.latitude !== null && opening.longitude !== null) {
    // The box of the largest distance that applies; each applicant's own maximum narrows it further below.
    // With the box's margin: `assessFit` decides at whole kilometres (decision 176).
    const reach = sql`(least(coalesce(${accounts.practicePartnerMaxDistance}, ${options.defaultMaxKm}::int),
      ${criteria.maxDistanceKm ?? 100_000}::int) + ${BOX_MARGIN_KM}::int)::float8`;
    const latitude = sql`${opening.latitude}::float8`;
    const longitude = sql`${opening.longitude}::float8`;
    const latitudeKm = sql`${KM_PER_DEGREE}::float8`;
    const longitudeKm = sql`${KM_PER_DEGREE * Math.max(0.01, Math.cos((opening.latitude * Math.PI) / 180))}::float8`;
    const withinReach = sql`(${accounts.postalCodeLatitude} between ${latitude} - ${reach} / ${latitudeKm}
        and ${latitude} + ${reach} / ${latitudeKm}
      and ${accounts.postalCodeLongitude} between ${longitude} - ${reach} / ${longitudeKm}
        and ${longitude} + ${reach} / ${longitudeKm})`;
    // A remote opening ignores the distance (decision 139).
    if (opening.workModel !== 'remote') conditions.push(or(isNull(accounts.postalCodeLatitude), withinReach));
  }
  if (options.recommendationsOnly) {
    conditions.push(or(isNull(matches.id), inArray(matches.status, [...RECOMMENDABLE_MATCH_STATUSES])));
  }
  if (criteria.search) {
    const pattern = likePattern(criteria.search);
    conditions.push(
      or(
        sql`lower(coalesce(${accounts.shippingCity}, '')) like ${pattern}`,
        and(
          mutual,
          sql`lower(coalesce(${accounts.firstName}, ${ready.firstName}) || ' ' ||
            coalesce(${accounts.lastName}, ${ready.lastName})) like ${pattern}`,
        ),
      ),
    );
  }
  if (criteria.maxGradeAverage !== undefined) {
    conditions.push(sql`${accounts.gradeAverage} <= ${criteria.maxGradeAverage}::numeric`);
  }
  if (criteria.drivingLicense) conditions.push(eq(accounts.drivingLicenseExists, true));
  for (const code of criteria.languages ?? []) conditions.push(speaksAtLeast(code, GERMAN_MIN_LEVEL));
  if (criteria.workModels?.length) {
    conditions.push(
      sql`(cardinality(${accounts.preferredWorkModels}) = 0
        or ${accounts.preferredWorkModels} && string_to_array(${criteria.workModels.join(',')}::text, ','))`,
    );
  }
  return db
    .select({
      accountId: accounts.id,
      firstName: sql<string>`coalesce(${accounts.firstName}, ${ready.firstName})`,
      lastName: sql<string>`coalesce(${accounts.lastName}, ${ready.lastName})`,
      ...APPLICANT_FIT_COLUMNS,
      campusId: campuses.id,
      campusName: campuses.name,
      campusCity: campuses.city,
      matchStatus: matches.status,
      matchCancellationReason: matches.cancellationReason,
      matchSource: matches.source,
      companyViewedAt: matches.companyViewedAt,
    })
    .from(ready)
    .innerJoin(
      accounts,
      and(eq(accounts.id, ready.accountId), eq(accounts.role, 'applicant'), isNull(accounts.deletedAt)),
    )
    .innerJoin(campuses, eq(campuses.id, ready.campusId))
    .leftJoin(matches, and(eq(matches.jobOpeningId, opening.id), eq(matches.accountId, accounts.id)))
    .where(and(...conditions));
}
export type ApplicantCandidateRow = Awaited<ReturnType<typeof listApplicantCandidates>>[number];

/** The course of a catalogue id, for the cards (one small lookup instead of a join per candidate). */
export async function findCourseName(db: Database, courseId: string) {
  const [row] = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row ?? null;
}

/**
 * Applicants the company already knows for one of its openings (the applicant detail and the contacted list,
 * decision 173), with the same facts as the candidates above: the account, the centre of its postal code, the
 * match on the opening, and the study application the fit is about: the one of the opening's course and intake
 * when there is one, else the active one (primary, else the first; never a withdrawn one). No readiness or
 * distance filter: the caller has decided who may be seen.
 */
export async function listKnownApplicants(
  db: Database,
  opening: { id: string; courseId: string | null; intakeId: string | null },
  accountIds: readonly string[],
) {
  if (!accountIds.length) return [];
  const forOpening =
    opening.courseId && opening.intakeId
      ? [
          desc(
            and(
              eq(studyApplications.courseId, opening.courseId),
              eq(studyApplications.intakeId, opening.intakeId),
            )!,
          ),
        ]
      : [];
  const application = db
    .select({
      courseId: studyApplications.courseId,
      campusId: studyApplications.campusId,
      intakeId: studyApplications.intakeId,
      firstName: studyApplications.firstName,
      lastName: studyApplications.lastName,
    })
    .from(studyApplications)
    .where(and(eq(studyApplications.accountId, accounts.id), ne(studyApplications.status, 'withdrawn')))
    .orderBy(
      ...forOpening,
      desc(studyApplications.isPrimary),
      studyApplications.createdAt,
      studyApplications.id,
    )
    .limit(1)
    .as('fit_application');
  return db
    .select({
      accountId: accounts.id,
      firstName: sql<string | null>`coalesce(${accounts.firstName}, ${application.firstName})`,
      lastName: sql<string | null>`coalesce(${accounts.lastName}, ${application.lastName})`,
      ...APPLICANT_FIT_COLUMNS,
      courseId: application.courseId,
      courseName: courses.name,
      campusId: application.campusId,
      campusName: campuses.name,
      campusCity: campuses.city,
      intake: intakes.date,
      matchStatus: matches.status,
      matchCancellationReason: matches.cancellationReason,
      matchSource: matches.source,
      companyViewedAt: matches.companyViewedAt,
    })
    .from(accounts)
    .leftJoinLateral(application, sql`true`)
    .leftJoin(courses, eq(courses.id, application.courseId))
    .leftJoin(campuses, eq(campuses.id, application.campusId))
    .leftJoin(intakes, eq(intakes.id, application.intakeId))
    .leftJoin(matches, and(eq(matches.jobOpeningId, opening.id), eq(matches.accountId, accounts.id)))
    .where(inArray(accounts.id, [...accountIds]));
}
export type KnownApplicantRow = Awaited<ReturnType<typeof listKnownApplicants>>[number];
