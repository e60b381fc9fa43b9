/**
 * Field errors of the form kit. Client (zod) and server (`ApiError.customErrors`) errors are stored in
 * react-hook-form as one encoded string, `rule` or `rule?name=value&…`, so that the field can translate
 * `validation:{rule}` with its params and its label. A message with spaces is shown as it is.
 */
import type { FieldError as ApiFieldError } from '@portal/contracts';
import type { TFunction } from 'i18next';
import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';
import { formalContext } from '../../lib/formality';

export type RuleParams = Record<string, string | number>;

const ENCODED = /^([A-Za-z_][\w.:-]*)(?:\?(.*))?$/;

/** `min_length`, `{ min: 3 }` → `min_length?min=3`. */
export function encodeRule(rule: string, params?: RuleParams | null): string {
  if (!params || Object.keys(params).length === 0) return rule;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) search.set(key, String(value));
  return `${rule}?${search.toString()}`;
}

/** The rule and params of an encoded message; `null` for a plain text message. */
export function decodeRule(message: string): { rule: string; params: RuleParams } | null {
  const match = ENCODED.exec(message);
  if (!match) return null;
  const params: RuleParams = {};
  for (const [key, value] of new URLSearchParams(match[2] ?? '')) params[key] = value;
  return { rule: match[1]!, params };
}

/**
 * The text of one field error: `validation:{rule}` with the params and `field` (the label); a rule that
 * names a namespace (`skills:errors.level`) is translated as it is; unknown rules fall back to `invalid`.
 */
export function translateRule(t: TFunction, rule: string, params: RuleParams, label?: string): string {
  // Company portal and workspace: the formal variant (`phone_formal`) where the text addresses the reader.
  const values = { ...params, field: label ?? '', context: formalContext() };
  const keys = rule.includes(':')
    ? [rule, 'validation:invalid']
    : [`validation:${rule}`, 'validation:invalid'];
  return t(keys, values);
}

export function translateFieldError(
  t: TFunction,
  error: FieldError | undefined,
  label?: string,
): string | null {
  const message = error?.message;
  if (!message) return error?.type ? translateRule(t, String(error.type), {}, label) : null;
  const decoded = decodeRule(message);
  return decoded ? translateRule(t, decoded.rule, decoded.params, label) : message;
}

/** A server field error as react-hook-form stores it. */
export function fieldErrorFromApi(error: Pick<ApiFieldError, 'rule' | 'params'>): FieldError {
  return { type: error.rule, message: encodeRule(error.rule, error.params ?? null) };
}

/** Reads `a.b.0.c` from nested errors or values. */
export function getPath(source: unknown, path: string): unknown {
  let current: unknown = source;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** The error of a field (the field's own message, or the first message found beneath it). */
export function errorAt<T extends FieldValues>(errors: FieldErrors<T>, name: string): FieldError | undefined {
  const found = getPath(errors, name);
  return firstError(found);
}

function firstError(node: unknown): FieldError | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const candidate = node as Partial<FieldError>;
  if (typeof candidate.message === 'string' || (typeof candidate.type === 'string' && 'ref' in candidate)) {
    return candidate as FieldError;
  }
  for (const [key, child] of Object.entries(node)) {
    if (key === 'ref') continue;
    const error = firstError(child);
    if (error) return error;
  }
  return undefined;
}
