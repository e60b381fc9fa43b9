/**
 * The study advisor's side of the applicant path (spec part 1 §4, §6; decisions 016, 043, 044, 045): the list of
 * their own applicants ("waiting for me"), the confirmations of info-session and advisory-interview attendance,
 * the interview date, stage moves and the e-mail change. Only the applicant's own advisor may act; every action
 * is audited and notified in the portal (in the action's transaction) and mailed to the applicant afterwards.
 */
import { ErrorCode, type AdvisorApplicant } from '@portal/contracts';
import type { Database } from '../../db/client';
import type { EmbeddedIdentity } from '../../identity-links/embedded-identity';
import { AppError } from '../../lib/app-error';
import {
  mailApplicantIfWanted,
  type ApplicantMailContext,
  type ApplicantPathMail,
} from '../../mail/applicant-mail';
import {
  requireAdvisorProfile,
  requireOwnApplicant,
  toAdvisorApplicant,
  type AdvisorProfileRow,
  type ApplicantRows,
} from './advisor-applicant.service';

export interface AdvisorContext extends ApplicantMailContext {
  db: Database;
  /** Ends the provider sessions of an applicant whose e-mail changed (decision 057); null: external provider. */
  embeddedIdentity: EmbeddedIdentity | null;
}

export const CONFLICT_MESSAGES = {
  infoSessionNotTicked:
    'Die Teilnahme an der Infoveranstaltung wurde noch nicht angegeben. Sie kann erst bestätigt werden, wenn die Person sie im Portal angegeben hat.',
  infoSessionAlreadyConfirmed: 'Die Teilnahme an der Infoveranstaltung ist bereits bestätigt.',
  infoSessionNotConfirmed:
    'Die Teilnahme an der Infoveranstaltung wurde noch nicht bestätigt. Das Beratungsgespräch kann erst danach bestätigt werden.',
  interviewAlreadyConfirmed: 'Die Teilnahme am Beratungsgespräch ist bereits bestätigt.',
  interviewChanged:
    'Das Beratungsgespräch wurde in der Zwischenzeit geändert. Bitte laden Sie die Seite neu.',
  stageChanged: 'Die Phase wurde in der Zwischenzeit geändert. Bitte laden Sie die Seite neu.',
  emailUnchanged: 'Das ist bereits die E-Mail-Adresse der Person.',
  emailTaken:
    'Diese E-Mail-Adresse wird bereits von einem anderen Account oder einer anderen Bewerbung verwendet.',
  emailChanged: 'Die E-Mail-Adresse wurde in der Zwischenzeit geändert. Bitte laden Sie die Seite neu.',
} as const;

// ---------------------------------------------------------------------------------------------------------
// The frame of every action: mail, own applicant, conflict after a parallel change

/** The portal path of a screen in the applicant's (primary advised) unit. */
export function unitPath(applicant: ApplicantRows, screen: string): string {
  return `/${applicant.units[0]?.unit ?? 'ds'}/${screen}`;
}

/** Mails the applicant unless `setting` (default: status updates) is off; a failing mail never undoes the action. */
export async function mailApplicant(
  context: AdvisorContext,
  applicant: ApplicantRows,
  mail: Omit<ApplicantPathMail, 'setting'> & { setting?: ApplicantPathMail['setting'] },
): Promise<void> {
  const setting = mail.setting === undefined ? 'status_updates_email' : mail.setting;
  await mailApplicantIfWanted(context, applicant.account, { ...mail, setting });
}

/**
 * An action of the advisor on their own applicant (403 for anyone else's): answers the applicant's entry as it is
 * after the action.
 */
export async function actOnOwnApplicant(
  db: Database,
  advisorAccountId: string,
  applicantId: string,
  action: (advisor: AdvisorProfileRow, applicant: ApplicantRows) => Promise<void>,
): Promise<AdvisorApplicant> {
  const advisor = await requireAdvisorProfile(db, advisorAccountId);
  await action(advisor, await requireOwnApplicant(db, advisor.id, applicantId));
  return toAdvisorApplicant(await requireOwnApplicant(db, advisor.id, applicantId), advisorAccountId);
}

/**
 * The conflict of a confirmation that found nothing to confirm (a parallel request changed the applicant):
 * its message depends on whether the info session is confirmed now.
 */
export async function confirmationConflict(
  db: Database,
  advisorId: string,
  applicantId: string,
  messages: { infoSessionConfirmed: string; otherwise: string },
): Promise<AppError> {
  const current = await requireOwnApplicant(db, advisorId, applicantId);
  return new AppError(
    ErrorCode.CONFLICT,
    current.account.infoSessionConfirmedAt ? messages.infoSessionConfirmed : messages.otherwise,
  );
}
