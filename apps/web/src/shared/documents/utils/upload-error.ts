/**
 * The message for a failed upload (spec part 2 §8.3): network error "Netzwerkfehler", too large (2601)
 * "Die Datei ist zu groß! (Maximal 14MB)", refused file (2602) "Fehler bei der Verarbeitung", each with the
 * reason of the field error. The title is the text of the error's code (`lib/error-text.ts`).
 */
import type { TFunction } from 'i18next';
import { errorTextOf } from '../../../lib/error-text';
import { ApiError } from '../../../lib/http';

export interface UploadErrorText {
  title: string;
  reason: string | null;
}

export function uploadErrorText(t: TFunction, error: unknown): UploadErrorText {
  if (!(error instanceof ApiError)) return { title: t('documents:upload.errors.failed'), reason: null };
  // Uploads keep the spec's own word for a lost connection.
  if (error.isNetworkError) return { title: t('documents:upload.errors.network'), reason: null };
  const reasons = error.customErrors.map((e) =>
    t([`validation:${e.rule}`, 'validation:invalid'], { ...(e.params ?? {}), field: '' }),
  );
  return {
    title: errorTextOf(error) ?? t('documents:upload.errors.failed'),
    reason: reasons.length > 0 ? reasons.join(' ') : null,
  };
}
