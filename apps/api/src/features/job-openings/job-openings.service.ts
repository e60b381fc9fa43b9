/**
 * A company's job openings (issue 11 item 1, decisions 141–147). Routes have checked the membership and the
 * permission (`requireCompanyAccess`); this layer checks the catalogue, the completeness of a published opening,
 * the actions the status allows, and keeps the derived status right: after every change it calls
 * `refreshJobOpening` in the same transaction, so closing cancels the active matches (`opening_closed`) and a
 * changed `requiredCount` can make the opening staffed (or open again).
 */
import {
  applicantListStatus,
  ErrorCode,
  JOB_OPENING_REQUIRED_FIELDS,
  jobOpeningMissingFields,
  type JobOpeningStatus,
  type CompanyJobOpening,
  type CompanyJobOpeningItem,
  type CompanyJobOpeningOverview,
  type CreateJobOpeningInput,
  type DeleteJobOpeningResult,
  type FieldIssue,
  type JobOpeningAction,
  type JobOpeningMatchCounts,
  type UpdateJobOpeningInput,
} from '@portal/contracts';
import type { CompanyAccess } from '../../authorization/company-access';
import type { Database, Transaction } from '../../db/client';
import type { AuditEvent } from '../../events/record-event';
import { AppError } from '../../lib/app-error';
import { recordMatchNotices, type MatchNoticeContext } from '../../matching/match-notices';
import { refreshJobOpening } from '../../matching/match-transitions.service';
import {
  countJobOpeningsByStatus,
  countMatchesOf,
  deleteJobOpeningRow,
  findCatalogueChoice,
  findJobOpening,
  insertJobOpening,
  listJobOpeningRows,
  listMatchStatuses,
  updateJobOpeningRow,
  withLockedJobOpening,
  type JobOpeningRow,
  type JobOpeningValues,
  type JobOpeningWithRefs,
} from './job-openings.repository';

export interface JobOpeningsContext extends MatchNoticeContext {
  db: Database;
}

/** The fields a body may carry (everything but the action). */
type FieldChanges = Omit<UpdateJobOpeningInput, 'action'>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toItem(opening: JobOpeningWithRefs): CompanyJobOpeningItem {
  const { row } = opening;
  return {
    id: row.id,
    title: row.title,
    studyModel: row.studyModel ?? null,
    course: opening.course,
    campus: opening.campus,
    startDate: row.startDate,
    placeOfTraining: row.placeOfTraining,
    workModel: row.workModel ?? null,
    requiredCount: row.requiredCount,
    openPositions: row.openPositions,
    status: row.status,
    applicantsInProgress: opening.applicantsInProgress,
    acceptedCount: opening.acceptedCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: iso(row.publishedAt),
    closedAt: iso(row.closedAt),
  };
}

function toJobOpening(
  opening: JobOpeningWithRefs,
  matches: Array<{ status: Parameters<typeof applicantListStatus>[0]; viewed: boolean }>,
): CompanyJobOpening {
  const { row } = opening;
  const matchCounts: JobOpeningMatchCounts = {};
  for (const match of matches) {
    const list = applicantListStatus(match.status, match.viewed);
    matchCounts[list] = (matchCounts[list] ?? 0) + 1;
  }
  return {
    ...toItem(opening),
    companyId: row.companyId,
    tasks: row.tasks,
    teamSize: row.teamSize,
    placeOfTrainingPostalCode: row.placeOfTrainingPostalCode,
    practicePlace: row.practicePlace,
    skills: row.skills,
    requiredLanguages: row.requiredLanguages,
    maxGradeAverage: row.maxGradeAverage === null ? null : Number(row.maxGradeAverage),
    drivingLicenseRequired: row.drivingLicenseRequired,
    benefits: row.benefits,
    extraPayment: row.extraPayment,
    offerDescription: row.offerDescription,
    offerUrl: row.offerUrl,
    missingFields: jobOpeningMissingFields(completenessOf(row)).map((issue) => issue.field),
    matchCounts,
  };
}

/** The stored opening in the shape of the completeness rule. */
function completenessOf(row: JobOpeningValues) {
  return Object.fromEntries(JOB_OPENING_REQUIRED_FIELDS.map((field) => [field, row[field]])) as Record<
    (typeof JOB_OPENING_REQUIRED_FIELDS)[number],
    unknown
  >;
}

async function readJobOpening(
  db: Database | Transaction,
  companyId: string,
  jobOpeningId: string,
): Promise<CompanyJobOpening> {
  const opening = await findJobOpening(db, companyId, jobOpeningId);
  if (!opening) throw new AppError(ErrorCode.JOB_OPENING_NOT_FOUND);
  return toJobOpening(opening, await listMatchStatuses(db, jobOpeningId));
}

export async function listJobOpenings(
  db: Database,
  companyId: string,
  status: JobOpeningStatus | undefined,
): Promise<CompanyJobOpeningOverview> {
  const [rows, perStatus] = await Promise.all([
    listJobOpeningRows(db, companyId, status),
    countJobOpeningsByStatus(db, companyId),
  ]);
  const counts = { all: 0, draft: 0, open: 0, openWithActiveMatches: 0, staffed: 0, closed: 0 };
  for (const { status: s, count } of perStatus) {
    counts[s] += count;
    counts.all += count;
  }
  return { items: rows.map(toItem), counts };
}

export function getJobOpening(db: Database, companyId: string, jobOpeningId: string) {
  return readJobOpening(db, companyId, jobOpeningId);
}

/** The body's fields as column values: absent stays absent, null and empty texts clear. */
function columnsOf(changes: FieldChanges): JobOpeningValues {
  const values: JobOpeningValues = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (key === 'title') values.title = (value as string | null) ?? '';
    else (values as Record<string, unknown>)[key] = value;
  }
  return values;
}

/**
 * Course, campus and start date must exist and fit together (decision 146): the course taught at the campus,
 * of the chosen study model, the start an intake date. Checks what the opening will hold after the change.
 */
async function assertCatalogue(db: Database | Transaction, merged: JobOpeningValues): Promise<void> {
  const choice = {
    courseId: merged.courseId ?? null,
    campusId: merged.campusId ?? null,
    startDate: merged.startDate ?? null,
  };
  const found = await findCatalogueChoice(db, choice);
  const issues: FieldIssue[] = [];
  if (choice.courseId && !found.course) issues.push({ field: 'courseId', rule: 'invalid_option' });
  if (choice.campusId && !found.campus) issues.push({ field: 'campusId', rule: 'invalid_option' });
  if (choice.startDate && !found.intake) issues.push({ field: 'startDate', rule: 'invalid_option' });
  if (found.course && found.campus && !found.offered) {
    issues.push({ field: 'campusId', rule: 'course_not_at_campus' });
  }
  if (found.course && merged.studyModel && found.course.studyModel !== merged.studyModel) {
    issues.push({ field: 'courseId', rule: 'invalid_option' });
  }
  if (issues.length) throw new AppError(ErrorCode.JOB_OPENING_CATALOGUE_INVALID, issues);
}

/** A published opening is complete (decision 142); publishing or re-opening also needs a future start. */
function assertPublishable(merged: JobOpeningValues, startMustBeAhead: boolean): void {
  const missing = jobOpeningMissingFields(completenessOf(merged));
  if (missing.length) throw new AppError(ErrorCode.JOB_OPENING_INCOMPLETE, missing);
  const today = new Date().toISOString().slice(0, 10);
  if (startMustBeAhead && merged.startDate && merged.startDate <= today) {
    throw new AppError(ErrorCode.JOB_OPENING_CATALOGUE_INVALID, [
      { field: 'startDate', rule: 'intake_not_in_future' },
    ]);
  }
}

function audit(
  access: CompanyAccess,
  action: string,
  jobOpeningId: string,
  details: Record<string, unknown>,
): AuditEvent {
  return {
    actorType: 'company_user',
    actorId: access.companyUserId,
    action,
    targetType: 'job_opening',
    targetId: jobOpeningId,
    details: { companyId: access.companyId, ...details },
  };
}

/** The opening as the match module locks it, from the row as it is now. */
const lockedOf = (row: JobOpeningRow) => ({
  id: row.id,
  companyId: row.companyId,
  title: row.title,
  status: row.status,
  requiredCount: row.requiredCount,
  publishedAt: row.publishedAt,
  closedAt: row.closedAt,
});

/** Recomputes status and open positions; tells the applicants whose matches it ended. */
async function refresh(tx: Transaction, context: JobOpeningsContext, row: JobOpeningRow): Promise<number> {
  const cascaded = await refreshJobOpening(tx, lockedOf(row));
  await recordMatchNotices(tx, context, cascaded);
  return cascaded.length;
}

export async function createJobOpening(
  context: JobOpeningsContext,
  access: CompanyAccess,
  body: CreateJobOpeningInput,
): Promise<CompanyJobOpening> {
  const { action, ...changes } = body;
  const values = { requiredCount: 1, ...columnsOf(changes) };
  await assertCatalogue(context.db, values);
  const publish = action === 'publish';
  if (publish) assertPublishable(values, true);
  const now = new Date();
  const row = await insertJobOpening(
    context.db,
    {
      ...values,
      title: values.title ?? '',
      companyId: access.companyId,
      createdBy: access.companyUserId,
      status: 'draft',
      openPositions: values.requiredCount,
      publishedAt: publish ? now : null,
    },
    async (tx, created) => {
      await refresh(tx, context, created);
      return {
        audit: [
          audit(access, 'job_opening.created', created.id, { fields: Object.keys(changes).sort() }),
          ...(publish ? [audit(access, 'job_opening.published', created.id, {})] : []),
        ],
      };
    },
  );
  return readJobOpening(context.db, access.companyId, row.id);
}

/** The columns an action sets, or 409 2713 when the status does not allow it (decision 141). */
function actionColumns(action: JobOpeningAction, row: JobOpeningRow): JobOpeningValues {
  const now = new Date();
  switch (action) {
    case 'publish':
      if (row.publishedAt !== null) break;
      return { publishedAt: now };
    case 'close':
      if (row.status !== 'open' && row.status !== 'openWithActiveMatches') break;
      return { closedAt: now };
    case 'reopen':
      if (row.status !== 'closed') break;
      return { closedAt: null };
  }
  throw new AppError(ErrorCode.JOB_OPENING_ACTION_NOT_ALLOWED, [], `${action} in ${row.status}`);
}

const ACTION_AUDIT: Record<JobOpeningAction, string> = {
  publish: 'job_opening.published',
  close: 'job_opening.closed',
  reopen: 'job_opening.reopened',
};

export async function updateJobOpening(
  context: JobOpeningsContext,
  access: CompanyAccess,
  jobOpeningId: string,
  body: UpdateJobOpeningInput,
): Promise<CompanyJobOpening> {
  const { action, ...changes } = body;
  const done = await withLockedJobOpening(context.db, access.companyId, jobOpeningId, async (tx, row) => {
    const values = { ...columnsOf(changes), ...(action ? actionColumns(action, row) : {}) };
    const merged: JobOpeningValues = { ...row, ...values };
    await assertCatalogue(tx, merged);
    if (merged.publishedAt) assertPublishable(merged, action === 'publish' || action === 'reopen');
    if (values.requiredCount !== undefined) {
      const opening = await findJobOpening(tx, access.companyId, jobOpeningId);
      if (opening && values.requiredCount < opening.acceptedCount) {
        throw new AppError(
          ErrorCode.JOB_OPENING_REQUIRED_COUNT_TOO_LOW,
          [{ field: 'requiredCount', rule: 'min_value', params: { min: opening.acceptedCount } }],
          `${values.requiredCount} < ${opening.acceptedCount} accepted`,
        );
      }
    }
    const updated = await updateJobOpeningRow(tx, jobOpeningId, values);
    const cancelled = await refresh(tx, context, updated);
    const changed = Object.keys(changes).sort();
    return {
      result: true,
      event: {
        audit: [
          ...(changed.length
            ? [
                audit(access, 'job_opening.updated', jobOpeningId, {
                  fields: changed,
                  statusBefore: row.status,
                }),
              ]
            : []),
          ...(action
            ? [audit(access, ACTION_AUDIT[action], jobOpeningId, { statusBefore: row.status, cancelled })]
            : []),
        ],
      },
    };
  });
  if (done === null) throw new AppError(ErrorCode.JOB_OPENING_NOT_FOUND);
  return readJobOpening(context.db, access.companyId, jobOpeningId);
}

/**
 * Deletes an opening nobody has a match with; an opening with matches is closed instead (its active matches
 * cancelled with `opening_closed`), so applicants and the history keep it (decision 145).
 */
export async function deleteJobOpening(
  context: JobOpeningsContext,
  access: CompanyAccess,
  jobOpeningId: string,
): Promise<DeleteJobOpeningResult> {
  const outcome = await withLockedJobOpening(context.db, access.companyId, jobOpeningId, async (tx, row) => {
    if ((await countMatchesOf(tx, jobOpeningId)) === 0) {
      await deleteJobOpeningRow(tx, jobOpeningId);
      return {
        result: 'deleted' as const,
        event: {
          audit: audit(access, 'job_opening.deleted', jobOpeningId, { title: row.title, status: row.status }),
        },
      };
    }
    const closing = row.closedAt === null;
    const updated = closing ? await updateJobOpeningRow(tx, jobOpeningId, { closedAt: new Date() }) : row;
    const cancelled = closing ? await refresh(tx, context, updated) : 0;
    return {
      result: 'closed' as const,
      event: {
        audit: audit(access, 'job_opening.closed', jobOpeningId, {
          statusBefore: row.status,
          cancelled,
          viaDelete: true,
        }),
      },
    };
  });
  if (outcome === null) throw new AppError(ErrorCode.JOB_OPENING_NOT_FOUND);
  return {
    outcome,
    jobOpening:
      outcome === 'closed' ? await readJobOpening(context.db, access.companyId, jobOpeningId) : null,
  };
}
