import { findAccount } from '../../read-models/account-view.repository';
import type { SignedInAccountRows } from '../../sessions/session.repository';
import {
  entranceQualificationBwFlag,
  ErrorCode,
  shippingAddressIssues,
  workExperienceIssues,
  type Account,
  type FieldIssue,
  type UpdateAccountBody,
} from '@portal/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toAccount } from '../../read-models/account-view';
import {
  findAccountWithConsentsAndUnits,
  updateAccountFields,
  type AccountChanges,
  type AccountRow,
} from './account.repository';

/** The account view of the rows the authentication read with the principal (`GET /v1/account`, decision 082). */
export function accountViewOf(rows: SignedInAccountRows): Account {
  return toAccount(rows.account, rows.consents, rows.units);
}

/** 1001 when the session's account row is gone (spec part 2 §8: "account not found in the system"). */
export async function getAccountView(db: Database, accountId: string): Promise<Account> {
  const found = await findAccountWithConsentsAndUnits(db, accountId);
  if (!found) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  return toAccount(found.account, found.consents, found.units);
}

const INFO_SESSION_LOCKED: FieldIssue = {
  field: 'infoSessionAttended',
  rule: 'info_session_already_confirmed',
};

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
): { values: AccountChanges; errors: FieldIssue[] } {
  const values: AccountChanges = { ...changes };
  const errors: FieldIssue[] = [];

  if (
    changes.infoSessionAttended !== undefined &&
    changes.infoSessionAttended !== current.infoSessionAttended
  ) {
    if (!changes.infoSessionAttended && current.infoSessionConfirmedAt) {
      errors.push(INFO_SESSION_LOCKED);
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
    errors.push(...shippingAddressIssues(address));
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
    errors.push(...workExperienceIssues(experience));
  }
  return { values, errors };
}

export async function updateAccount(
  db: Database,
  accountId: string,
  changes: UpdateAccountBody,
): Promise<Account> {
  const current = await findAccount(db, accountId);
  if (!current) throw AppError.notFound();
  const { values, errors } = applyAccountRules(current, changes);
  if (errors.length) {
    const locked = errors.length === 1 && errors[0] === INFO_SESSION_LOCKED;
    throw new AppError(locked ? ErrorCode.INFO_SESSION_LOCKED : ErrorCode.ACCOUNT_DATA_INVALID, errors);
  }
  const unticking = changes.infoSessionAttended === false;
  const written = await updateAccountFields(db, accountId, values, { unlessInfoSessionConfirmed: unticking });
  if (!written) {
    // The advisor confirmed in the meantime.
    throw new AppError(ErrorCode.INFO_SESSION_LOCKED, [INFO_SESSION_LOCKED]);
  }
  return getAccountView(db, accountId);
}
