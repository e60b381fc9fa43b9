import type { AppError } from '../../lib/app-state';
import { i18n } from '../../lib/i18n';

function keyFor(code: number): string {
  return `error.backend.${code}`;
}

export function hasBackendErrorText(code: number): boolean {
  return i18n.exists(keyFor(code), { ns: 'errors' });
}

/** The translated text for an error code (`error.backend.{code}` in namespace `errors`), else its message. */
export function backendErrorText(error: AppError): string {
  return hasBackendErrorText(error.code) ? i18n.t(keyFor(error.code), { ns: 'errors' }) : error.message;
}
