/**
 * The one way the web app words a failed call or an app error: the translation of its code
 * (`errors:error.backend.{code}`, the formal variant in the company portal and the advisor workspace), else of
 * its HTTP status. Never the server's `message`: the API answers only German or English, which may not be the
 * page's language, and its wording is not the screen's (decision 095).
 */
import { ApiError } from './http';
import { i18n } from './i18n';

function keyFor(code: number): string {
  return `error.backend.${code}`;
}

/** The codes to look up, most specific first: a network failure is 0; an API error its code, then its status. */
function codesOf(error: unknown): number[] {
  if (error instanceof ApiError) return error.isNetworkError ? [0] : [error.code, error.status];
  if (error && typeof error === 'object' && typeof (error as { code?: unknown }).code === 'number') {
    return [(error as { code: number }).code];
  }
  return [];
}

export function hasErrorText(code: number): boolean {
  return i18n.exists(keyFor(code), { ns: 'errors' });
}

/** The translated text of the error's code or status; null when there is none (the caller has its own). */
export function errorTextOf(error: unknown, { formal = false }: { formal?: boolean } = {}): string | null {
  const code = codesOf(error).find(hasErrorText);
  if (code === undefined) return null;
  return i18n.t(keyFor(code), { ns: 'errors', context: formal ? 'formal' : undefined });
}

/** Like `errorTextOf`, else the generic "an error occurred". */
export function errorText(error: unknown, options: { formal?: boolean } = {}): string {
  return (
    errorTextOf(error, options) ??
    i18n.t('screen.text', { ns: 'errors', context: options.formal ? 'formal' : undefined })
  );
}
