/**
 * Unit assignment (decisions 041, 048): after onboarding, an applicant's applications get their unit and study
 * advisor. Runs as an in-process task right after `PUT /v1/metadata` answered, and as a periodic sweep that picks
 * up everything a crash or a lost task left behind. Idempotent: a second run finds nothing to do.
 */
import type { Database } from '../../db/client';
import { mailApplicantIfWanted, type ApplicantMailContext } from '../../mail/applicant-mail';
import {
  assignUnits,
  listAccountsAwaitingAssignment,
  type AssignedUnit,
  type AssignmentOutcome,
} from './unit-assignment.repository';

export interface AssignmentContext extends ApplicantMailContext {
  db: Database;
}

/** Accounts handled per sweep round; the next round continues. */
const SWEEP_BATCH = 100;

function advisorMailParagraphs(assigned: AssignedUnit & { advisor: NonNullable<AssignedUnit['advisor']> }) {
  const { advisor } = assigned;
  const reach = advisor.phone
    ? `per E-Mail an ${advisor.email} oder telefonisch unter ${advisor.phone}`
    : `per E-Mail an ${advisor.email}`;
  return [
    `dein Bewerbungsbereich für ${assigned.courseName} am ${assigned.campusName} ist eingerichtet.`,
    `Deine persönliche Studienberatung ist ${advisor.name}${advisor.city ? ` (${advisor.city})` : ''}. ${advisor.name} begleitet dich durch alle Schritte bis zum Studienvertrag und bestätigt deine Teilnahme an der Infoveranstaltung und am Beratungsgespräch.`,
    `Bei Fragen erreichst du ${advisor.name} ${reach} oder direkt über das Kontaktformular im Portal.`,
  ];
}

async function mailAssignments(context: AssignmentContext, outcome: AssignmentOutcome): Promise<void> {
  for (const assigned of outcome.assigned) {
    if (!assigned.advisor) continue;
    await mailApplicantIfWanted(context, outcome.account, {
      setting: 'status_updates_email',
      subject: `Deine Studienberatung ist ${assigned.advisor.name}`,
      paragraphs: advisorMailParagraphs({ ...assigned, advisor: assigned.advisor }),
      actionLabel: 'Zum Bewerberportal',
      link: `/${assigned.unit}/home`,
    });
  }
}

/** Assigns what is due for one account and mails the applicant about new advisors; `null`: not due. */
export async function runUnitAssignment(
  context: AssignmentContext,
  accountId: string,
): Promise<AssignmentOutcome | null> {
  const outcome = await assignUnits(context.db, accountId);
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
  await mailAssignments(context, outcome);
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
