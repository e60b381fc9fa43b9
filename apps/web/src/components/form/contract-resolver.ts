/**
 * The kit's react-hook-form resolver for the contracts' zod schemas. It does what `zodResolver` does and
 * keeps what the translations need: each issue becomes the same rule (and params) the API answers
 * (`ruleOfIssue` from contracts), encoded as the field error's message (see `field-error.ts`). Two client
 * refinements: an empty value is `required` whatever check failed (an empty select is not "an invalid
 * option"), and a number field holding text (NaN) is `numeric`.
 */
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { ruleOfIssue } from '@portal/contracts';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { encodeRule, getPath, type RuleParams } from './field-error';

type Issue = z.core.$ZodIssue;

/** Anything with zod 4's `safeParseAsync` (schemas from contracts, refined or not). */
export interface ParseableSchema<Input = unknown, Output = unknown> {
  _zod: { input: Input; output: Output };
  safeParseAsync(
    data: unknown,
    params?: { reportInput?: boolean },
  ): Promise<{ success: true; data: Output } | { success: false; error: { issues: Issue[] } }>;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The rule and params for one zod issue, given the form values it was raised for. */
export function ruleForIssue(issue: Issue, values: unknown): { rule: string; params?: RuleParams } {
  const path = issue.path.map(String).join('.');
  const value = path ? getPath(values, path) : values;
  if (issue.code !== 'custom' && issue.code !== 'unrecognized_keys' && isEmpty(value)) {
    return { rule: 'required' };
  }
  if (issue.code === 'invalid_type' && issue.expected === 'number' && typeof value === 'number') {
    return { rule: 'numeric' };
  }
  if (issue.code === 'invalid_union' && isEmpty(value)) return { rule: 'required' };
  return ruleOfIssue(issue);
}

/** Maps zod issues to react-hook-form errors: the first issue per field wins (the field shows one message). */
export function issuesToFieldErrors(issues: readonly Issue[], values: unknown): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || 'root';
    if (errors[path]) continue;
    const { rule, params } = ruleForIssue(issue, values);
    errors[path] = { type: rule, message: encodeRule(rule, params) };
  }
  return errors;
}

export function contractResolver<TFieldValues extends FieldValues, TOutput = TFieldValues>(
  schema: ParseableSchema<unknown, TOutput>,
): Resolver<TFieldValues, unknown, TOutput> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values, { reportInput: true });
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const flat = issuesToFieldErrors(result.error.issues, values);
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
  };
}
