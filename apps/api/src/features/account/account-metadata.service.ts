import {
  ErrorCode,
  METADATA_MAX_CHARS,
  metadataSize,
  onboardingCompletionIssues,
  sanitizeMetadata,
  type AccountMetadata,
  type UpdateMetadataBody,
} from '@portal/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { changeMetadata } from './account.repository';

/** `patch` applied to `before`: a `null` value removes the key. */
function mergedMetadata(before: AccountMetadata, patch: UpdateMetadataBody): AccountMetadata {
  const merged: Record<string, unknown> = { ...before };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else if (value !== undefined) merged[key] = value;
  }
  return merged as AccountMetadata;
}

/**
 * `PUT /v1/metadata` (decision 062): the stored map is read through `sanitizeMetadata`, so keys written before the
 * key rules are dropped on this write; the merged map may not exceed `METADATA_MAX_CHARS` (422, code 2003, rule `too_large`).
 *
 * Turning `onboardingDone` on is refused with 409 (code 2001) unless the onboarding rules hold (decision 063: verified
 * e-mail, entrance qualification, German B2 or native). When this call turns it on, `onOnboardingDone` is called
 * after the change, so the unit assignment can start (decision 041); it runs once per transition, also with
 * parallel calls (the repository reads and writes the row under a lock).
 */
export async function updateMetadata(
  db: Database,
  accountId: string,
  patch: UpdateMetadataBody,
  options: { onOnboardingDone?: (accountId: string) => void } = {},
): Promise<{ metadata: AccountMetadata }> {
  const result = await changeMetadata(db, accountId, (current) => {
    const before = sanitizeMetadata(current.metadata);
    const after = mergedMetadata(before, patch);
    if (after.onboardingDone === true && before.onboardingDone !== true) {
      const issues = onboardingCompletionIssues(current);
      if (issues.length) throw new AppError(ErrorCode.ONBOARDING_INCOMPLETE, issues);
    }
    if (metadataSize(after) > METADATA_MAX_CHARS) {
      throw new AppError(ErrorCode.METADATA_TOO_LARGE, [
        { field: '_', rule: 'too_large', params: { max: METADATA_MAX_CHARS } },
      ]);
    }
    return after;
  });
  if (!result) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  if (sanitizeMetadata(result.before).onboardingDone !== true && result.after.onboardingDone === true) {
    options.onOnboardingDone?.(accountId);
  }
  return { metadata: result.after };
}
