import { ErrorCode, type UnitDetail } from '@portal/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toUnitDetail } from '../../read-models/unit-detail';
import { findUnitsAndAssignmentState } from './unit.repository';

/**
 * The applicant's units with their advisor card data and applications (spec part 1 §3 "Unit"). Without units
 * (decision 042): onboarding not done → `[]`; done but no valid application at all → 404 with code 1006 (the
 * client keeps polling, since an application may arrive meanwhile, and then shows the "no application yet"
 * state, decision 074); done with a valid application → `[]` while the assignment is pending (`onPending` nudges
 * it, so a lost task does not wait for the next sweep).
 */
export async function getUnitsOfAccount(
  db: Database,
  accountId: string,
  hooks: { onPending?: (accountId: string) => void } = {},
): Promise<UnitDetail[]> {
  const found = await findUnitsAndAssignmentState(db, accountId);
  if (!found) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  if (found.units.length === 0) {
    if (!found.onboardingDone) return [];
    if (found.validApplications === 0) throw new AppError(ErrorCode.NO_VALID_APPLICATION);
    hooks.onPending?.(accountId);
    return [];
  }
  return found.units.map((row) => toUnitDetail(row, found.applications));
}
