/**
 * The study advisor's side of the applicant path (spec part 1 §4, §6; decisions 016, 043, 044, 045): the list of
 * their own applicants ("waiting for me"), the confirmations of info-session and advisory-interview attendance,
 * the interview date, stage moves and the e-mail change. Only the applicant's own advisor may act; every action
 * is audited, notified in the portal and mailed to the applicant through one event in the action's transaction
 * (decision 091); the mail is handed to SMTP after the commit.
 */
import type { ErrorCode } from '@portal/contracts';
import { type AdvisorApplicant } from '@portal/contracts';
import { requireAdvisorAccount, type AdvisorAccess } from '../../authorization/advisor-access';
import type { Database } from '../../db/client';
import type { EmbeddedIdentity } from '../../identity-links/embedded-identity';
import { AppError } from '../../lib/app-error';
import type { Localized } from '../../mail/mail-language';
import { applicantNotice, type ApplicantEventTexts } from '../../events/applicant-notice';
import type { Notice } from '../../events/record-event';
import type { ApplicantMailContext } from '../../mail/applicant-mail';
import { requireOwnApplicant, toAdvisorApplicant, type ApplicantRows } from './advisor-applicant.service';

export interface AdvisorContext extends ApplicantMailContext {
  db: Database;
  /** Ends the provider sessions of an applicant whose e-mail changed (decision 057); null: external provider. */
  embeddedIdentity: EmbeddedIdentity | null;
}

// ---------------------------------------------------------------------------------------------------------
// The frame of every action: mail, own applicant, conflict after a parallel change

/** The portal path of a screen in the applicant's (primary advised) unit. */
export function unitPath(applicant: ApplicantRows, screen: string): string {
  return `/${applicant.units[0]?.unit ?? 'ds'}/${screen}`;
}

/** What the applicant is told of an action: the event's texts as notification and mail, linking to `link`. */
export function noticeTo(
  context: AdvisorContext,
  applicant: ApplicantRows,
  texts: Localized<ApplicantEventTexts>,
  link: string,
): Notice {
  return applicantNotice(context.publicUrl, applicant.account, texts, link);
}

/**
 * An action of the advisor on their own applicant (403 for anyone else's): hands the mails it recorded to SMTP and
 * answers the applicant's entry as it is after the action.
 */
export async function actOnOwnApplicant(
  context: AdvisorContext,
  advisorAccountId: string,
  applicantId: string,
  action: (advisor: AdvisorAccess, applicant: ApplicantRows) => Promise<void>,
): Promise<AdvisorApplicant> {
  const { db } = context;
  const advisor = await requireAdvisorAccount(db, advisorAccountId);
  await action(advisor, await requireOwnApplicant(db, advisor.advisorId, applicantId));
  await context.mailer.deliverStored();
  return toAdvisorApplicant(await requireOwnApplicant(db, advisor.advisorId, applicantId), advisorAccountId);
}

/**
 * The conflict of a confirmation that found nothing to confirm (a parallel request changed the applicant):
 * its code depends on whether the info session is confirmed now.
 */
export async function confirmationConflict(
  db: Database,
  advisorId: string,
  applicantId: string,
  codes: { infoSessionConfirmed: ErrorCode; otherwise: ErrorCode },
): Promise<AppError> {
  const current = await requireOwnApplicant(db, advisorId, applicantId);
  return new AppError(current.account.infoSessionConfirmedAt ? codes.infoSessionConfirmed : codes.otherwise);
}
