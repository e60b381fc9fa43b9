import {
  ErrorCode,
  METADATA_MAX_CHARS,
  metadataSize,
  onboardingCompletionIssues,
  sanitizeMetadata,
  validationMessage,
  type AccountMetadata,
  type AccountRuleIssue,
  type FieldError,
  type MessageLanguage,
  type UpdateMetadataBody,
} from '@portal/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { changeMetadata } from './account.repository';
import { ACCOUNT_RULES_MESSAGE } from './account.service';

export const ONBOARDING_INCOMPLETE_MESSAGE: Record<MessageLanguage, string> = {
  de: 'Das Onboarding kann noch nicht abgeschlossen werden.',
  en: 'Onboarding cannot be finished yet',
};

function fieldError(issue: AccountRuleIssue, language: MessageLanguage): FieldError {
  return { ...issue, message: validationMessage(issue.rule, issue.params, language) };
}

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
 * key rules are dropped on this write; the merged map may not exceed `METADATA_MAX_CHARS` (422, rule `too_large`).
 *
 * Turning `onboardingDone` on is refused with 409 unless the onboarding rules hold (decision 063: verified
 * e-mail, entrance qualification, German B2 or native). When this call turns it on, `onOnboardingDone` is called
 * after the change, so the unit assignment can start (decision 041); it runs once per transition, also with
 * parallel calls (the repository reads and writes the row under a lock).
 */
export async function updateMetadata(
  db: Database,
  accountId: string,
  patch: UpdateMetadataBody,
  options: { onOnboardingDone?: (accountId: string) => void; language?: MessageLanguage } = {},
): Promise<{ metadata: AccountMetadata }> {
  const language = options.language ?? 'de';
  const result = await changeMetadata(db, accountId, (current) => {
    const before = sanitizeMetadata(current.metadata);
    const after = mergedMetadata(before, patch);
    if (after.onboardingDone === true && before.onboardingDone !== true) {
      const issues = onboardingCompletionIssues(current);
      if (issues.length) {
        throw new AppError(
          ErrorCode.CONFLICT,
          ONBOARDING_INCOMPLETE_MESSAGE[language],
          issues.map((issue) => fieldError(issue, language)),
        );
      }
    }
    if (metadataSize(after) > METADATA_MAX_CHARS) {
      throw new AppError(ErrorCode.UNPROCESSABLE, ACCOUNT_RULES_MESSAGE, [
        fieldError({ field: '_', rule: 'too_large', params: { max: METADATA_MAX_CHARS } }, language),
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
