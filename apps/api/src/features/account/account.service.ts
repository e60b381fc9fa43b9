import {
  entranceQualificationBwFlag,
  ErrorCode,
  shippingAddressIssues,
  validationMessage,
  workExperienceIssues,
  type Account,
  type AccountRuleIssue,
  type FieldError,
  type MessageLanguage,
  type UpdateAccountBody,
} from '@portal/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toAccount } from '../../read-models/account-view';
import {
  findAccount,
  findAccountWithConsentsAndUnits,
  updateAccountFields,
  type AccountChanges,
  type AccountRow,
} from './account.repository';

/** 1001 when the session's account row is gone (spec part 2 §8: "account not found in the system"). */
export async function getAccountView(db: Database, accountId: string): Promise<Account> {
  const found = await findAccountWithConsentsAndUnits(db, accountId);
  if (!found) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  return toAccount(found.account, found.consents, found.units);
}

export const INFO_SESSION_LOCKED_MESSAGE =
  'Deine Teilnahme an der Infoveranstaltung wurde bereits bestätigt und kann nicht mehr zurückgenommen werden.';
export const ACCOUNT_RULES_MESSAGE = 'Bitte fülle alle erforderlichen Felder korrekt aus!';

function fieldError(issue: AccountRuleIssue, language: MessageLanguage): FieldError {
  return { ...issue, message: validationMessage(issue.rule, issue.params, language) };
}

/**
 * Applies the account rules that depend on stored data (spec part 1 §5, decision 014) and answers the columns to
 * write, or the field errors (422) when the change breaks a rule:
 * - the info-session attendance cannot be unticked once the advisor confirmed it; ticking it records when;
 * - the Baden-Württemberg flag is only kept together with `Fachhochschulreife`;
 * - the DACH rule for the shipping address, checked against the address as it will be stored;
 * - work experience "yes" needs at least one entry, also checked against the stored entries.
 */
function applyAccountRules(
  current: AccountRow,
  changes: UpdateAccountBody,
  language: MessageLanguage,
): { values: AccountChanges; errors: FieldError[] } {
  const values: AccountChanges = { ...changes };
  const errors: FieldError[] = [];

  if (
    changes.infoSessionAttended !== undefined &&
    changes.infoSessionAttended !== current.infoSessionAttended
  ) {
    if (!changes.infoSessionAttended && current.infoSessionConfirmedAt) {
      errors.push(
        fieldError({ field: 'infoSessionAttended', rule: 'info_session_already_confirmed' }, language),
      );
    }
    values.infoSessionAttendedAt = changes.infoSessionAttended ? new Date() : null;
  }

  const qualificationSent = changes.universityEntranceQualification !== undefined;
  if (qualificationSent || changes.universityEntranceQualificationBw !== undefined) {
    const qualification = qualificationSent
      ? (changes.universityEntranceQualification ?? null)
      : current.universityEntranceQualification;
    // Sending the qualification without the flag means "no Baden-Württemberg" (spec: Fachhochschulreife → false).
    const requested = qualificationSent
      ? changes.universityEntranceQualificationBw
      : (changes.universityEntranceQualificationBw ?? current.universityEntranceQualificationBw);
    values.universityEntranceQualificationBw = entranceQualificationBwFlag(qualification, requested);
  }

  if (changes.shippingCountry !== undefined || changes.shippingPostalCode !== undefined) {
    const address = {
      shippingCountry:
        changes.shippingCountry !== undefined ? changes.shippingCountry : current.shippingCountry,
      shippingPostalCode:
        changes.shippingPostalCode !== undefined ? changes.shippingPostalCode : current.shippingPostalCode,
    };
    errors.push(...shippingAddressIssues(address).map((issue) => fieldError(issue, language)));
  }

  if (changes.professionalExperienceExists !== undefined || changes.workExperiences !== undefined) {
    // "Yes" needs an entry, judged on the account as it will be stored (issue 8, item 4).
    const experience = {
      professionalExperienceExists:
        changes.professionalExperienceExists !== undefined
          ? changes.professionalExperienceExists
          : current.professionalExperienceExists,
      workExperiences: changes.workExperiences ?? current.workExperiences,
    };
    errors.push(...workExperienceIssues(experience).map((issue) => fieldError(issue, language)));
  }
  return { values, errors };
}

export async function updateAccount(
  db: Database,
  accountId: string,
  changes: UpdateAccountBody,
  language: MessageLanguage = 'de',
): Promise<Account> {
  const current = await findAccount(db, accountId);
  if (!current) throw AppError.notFound();
  const { values, errors } = applyAccountRules(current, changes, language);
  if (errors.length) {
    const locked = errors.length === 1 && errors[0]!.rule === 'info_session_already_confirmed';
    throw new AppError(
      ErrorCode.UNPROCESSABLE,
      locked ? INFO_SESSION_LOCKED_MESSAGE : ACCOUNT_RULES_MESSAGE,
      errors,
    );
  }
  const unticking = changes.infoSessionAttended === false;
  const written = await updateAccountFields(db, accountId, values, { unlessInfoSessionConfirmed: unticking });
  if (!written) {
    // The advisor confirmed in the meantime.
    throw new AppError(ErrorCode.UNPROCESSABLE, INFO_SESSION_LOCKED_MESSAGE, [
      fieldError({ field: 'infoSessionAttended', rule: 'info_session_already_confirmed' }, language),
    ]);
  }
  return getAccountView(db, accountId);
}
