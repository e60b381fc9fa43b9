/**
 * The one rule for every string the API accepts (decision 060): bodies, query strings and path parameters build
 * their string fields with `text()` (or `optionalText()` in `common.ts`, which uses it).
 *
 * Refused with rule `invalid_characters`: control characters (NUL and the rest of C0, DEL, C1) and lone UTF-16
 * surrogates. PostgreSQL cannot store NUL in text at all (the request used to fail with 500), and a lone
 * surrogate is not text: it cannot be encoded as UTF-8. Multi-line fields (messages, motivation, notes) keep
 * tab, line feed and carriage return. Refusing instead of stripping: the person sees what was wrong, and no
 * stored value silently differs from what was sent. The one exception are file names of uploads
 * (`fileNameText`): picked, not typed, so their control characters are removed.
 */
import { z } from 'zod';

export const INVALID_CHARACTERS_RULE = 'invalid_characters';

// With the `u` flag, `\uD800-\uDFFF` matches only lone surrogates: a valid pair is read as one code point.
/* eslint-disable no-control-regex -- matching control characters is the point of these patterns */
const SINGLE_LINE_TEXT = /^[^\u0000-\u001F\u007F-\u009F\uD800-\uDFFF]*$/u;
const MULTI_LINE_TEXT = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]*$/u;
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/gu;
/* eslint-enable no-control-regex */
const NO_LONE_SURROGATES = /^[^\uD800-\uDFFF]*$/u;

/** Whether `value` holds a character `text()` refuses (see above). */
export function hasInvalidCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return !(options.multiline ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT).test(value);
}

export interface TextOptions {
  /** Maximum length after trimming; every accepted string is bounded. */
  max: number;
  /** Minimum length after trimming (1 makes the field required: rule `required`). */
  min?: number;
  /** Exact length after trimming (country codes). */
  length?: number;
  /** Keeps tab, line feed and carriage return. */
  multiline?: boolean;
  /** Trims surrounding white space first (default); tokens are taken as sent. */
  trim?: boolean;
}

/** A string field: trimmed, bounded, and without control characters or lone surrogates. */
export function text(options: TextOptions) {
  let schema = z.string();
  if (options.trim !== false) schema = schema.trim();
  if (options.length !== undefined) schema = schema.length(options.length);
  if (options.min !== undefined) schema = schema.min(options.min);
  return schema
    .max(options.max)
    .regex(options.multiline ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT, { error: INVALID_CHARACTERS_RULE });
}

/**
 * A file name as the person's system gave it (uploads): control characters are removed rather than refused, as
 * a file name is not typed but picked; lone surrogates are refused as in `text()`. The API still reduces it to
 * a safe display name (last path segment, no direction overrides).
 */
export function fileNameText(options: { max: number; min?: number }) {
  let schema = z.string().trim();
  if (options.min !== undefined) schema = schema.min(options.min);
  return schema
    .max(options.max)
    .regex(NO_LONE_SURROGATES, { error: INVALID_CHARACTERS_RULE })
    .transform((value) => value.replace(CONTROL_CHARACTERS, ''));
}
