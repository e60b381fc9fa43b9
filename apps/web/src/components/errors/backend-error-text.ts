import type { AppError } from '../../lib/app-state';
import { i18n } from '../../lib/i18n';

function keyFor(code: number): string {
  return `error.backend.${code}`;
}

export function hasBackendErrorText(code: number): boolean {
  return i18n.exists(keyFor(code), { ns: 'errors' });
}

/**
 * The translated text for an error code (`error.backend.{code}` in namespace `errors`, formal variant
 * in company mode), else the error's own message.
 */
export function backendErrorText(error: AppError, formal = false): string {
  if (!hasBackendErrorText(error.code)) return error.message;
  return i18n.t(keyFor(error.code), { ns: 'errors', context: formal ? 'formal' : undefined });
}
