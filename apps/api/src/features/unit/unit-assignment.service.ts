/**
 * Unit assignment (decisions 041, 048): after onboarding, an applicant's applications get their unit and study
 * advisor. Runs as an in-process task right after `PUT /v1/metadata` answered, and as a periodic sweep that picks
 * up everything a crash or a lost task left behind. Idempotent: a second run finds nothing to do.
 */
import type { Database } from '../../db/client';
import { applicantNotice } from '../../events/applicant-notice';
import type { Notice } from '../../events/record-event';
import { unitAssigned } from '../../events/templates/unit-assigned';
import type { ApplicantMailContext } from '../../mail/applicant-mail';
import {
  assignUnits,
  listAccountsAwaitingAssignment,
  type AssignmentOutcome,
} from './unit-assignment.repository';

export interface AssignmentContext extends ApplicantMailContext {
  db: Database;
}

/** Accounts handled per sweep round; the next round continues. */
const SWEEP_BATCH = 100;

/** The applicant is told of every unit set up and advisor assigned in this run. */
function noticeOf(publicUrl: string, outcome: AssignmentOutcome): Notice {
  const notices = outcome.assigned.map((assigned) =>
    applicantNotice(publicUrl, outcome.account, unitAssigned(assigned), `/${assigned.unit}/home`),
  );
  return {
    notification: notices.flatMap((notice) => notice.notification ?? []),
    mail: notices.flatMap((notice) => notice.mail ?? []),
  };
}

/** Assigns what is due for one account and mails the applicant about new advisors; `null`: not due. */
export async function runUnitAssignment(
  context: AssignmentContext,
  accountId: string,
): Promise<AssignmentOutcome | null> {
  const outcome = await assignUnits(context.db, accountId, (found) => noticeOf(context.publicUrl, found));
  if (!outcome) return null;
  if (outcome.assigned.length || outcome.attachedApplicationIds.length) {
    context.log.info(
      {
        accountId,
        units: outcome.assigned.map((a) => a.unitId),
        applications: outcome.attachedApplicationIds,
      },
      'unit assignment',
    );
  }
  await context.mailer.deliverStored();
  return outcome;
}

/** One sweep round: every onboarded applicant with work left; failures of one account do not stop the others. */
export async function sweepUnitAssignments(context: AssignmentContext): Promise<number> {
  const accountIds = await listAccountsAwaitingAssignment(context.db, SWEEP_BATCH);
  let done = 0;
  for (const accountId of accountIds) {
    try {
      if (await runUnitAssignment(context, accountId)) done += 1;
    } catch (error) {
      context.log.error({ err: error, accountId }, 'unit assignment failed');
    }
  }
  return done;
}
