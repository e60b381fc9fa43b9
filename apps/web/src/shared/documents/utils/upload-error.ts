/**
 * The message for a failed upload (spec part 2 §8.3): network error "Netzwerkfehler", 413 "Die Datei ist
 * zu groß! (Maximal 14MB)", 422 "Fehler bei der Verarbeitung" with the reason of the field error.
 */
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/http';

export interface UploadErrorText {
  title: string;
  reason: string | null;
}

export function uploadErrorText(t: TFunction, error: unknown): UploadErrorText {
  const reasons =
    error instanceof ApiError
      ? error.customErrors.map((e) =>
          t([`validation:${e.rule}`, 'validation:invalid'], { ...(e.params ?? {}), field: '' }),
        )
      : [];
  const reason = reasons.length > 0 ? reasons.join(' ') : null;
  if (!(error instanceof ApiError)) return { title: t('documents:upload.errors.failed'), reason: null };
  if (error.isNetworkError) return { title: t('documents:upload.errors.network'), reason: null };
  if (error.status === 413) return { title: t('documents:upload.errors.tooLarge'), reason: null };
  if (error.status === 422) return { title: t('documents:upload.errors.unprocessable'), reason };
  if (error.status === 400 && reason) return { title: t('documents:upload.errors.invalid'), reason };
  return { title: t('documents:upload.errors.failed'), reason };
}
