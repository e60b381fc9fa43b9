/**
 * Turns zod issues into the API's field errors. A contract names a custom rule by giving the issue a
 * message without spaces (`{ error: 'phone' }`); built-in checks map to the generic rules of spec part 1 §5.
 * The web app translates `validation.{rule}` with `params`; the API adds a German or English `message`.
 */
import type { z } from 'zod';
import type { FieldError } from './errors';
import { validationMessage, type MessageLanguage } from './i18n/server-messages';

type Params = NonNullable<FieldError['params']>;

/** A field error before it is worded: which field broke which rule (with the rule's parameters). */
export interface FieldIssue {
  field: string;
  rule: string;
  params?: Params;
}

export function ruleOfIssue(issue: z.core.$ZodIssue): { rule: string; params?: Params } {
  if (issue.message && !/\s/.test(issue.message)) {
    // A custom rule may carry its message parameters (`ctx.addIssue({ message: 'postal_code', params })`).
    const params = issue.code === 'custom' ? (issue.params as Params | undefined) : undefined;
    return params ? { rule: issue.message, params } : { rule: issue.message };
  }
  switch (issue.code) {
    case 'invalid_type': {
      // zod drops `input` from issues unless asked to report it; its default message names what was received.
      const missing =
        'input' in issue
          ? issue.input === undefined || issue.input === null
          : /received (undefined|null)\b/.test(issue.message);
      return missing ? { rule: 'required' } : { rule: 'invalid_type' };
    }
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? { rule: 'required' }
          : { rule: 'min_length', params: { min: Number(issue.minimum) } };
      if (issue.origin === 'array') return { rule: 'min_items', params: { min: Number(issue.minimum) } };
      return { rule: 'min_value', params: { min: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { rule: 'max_length', params: { max: Number(issue.maximum) } };
      if (issue.origin === 'array') return { rule: 'max_items', params: { max: Number(issue.maximum) } };
      return { rule: 'max_value', params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return issue.format === 'email'
        ? { rule: 'email' }
        : { rule: 'format', params: { format: issue.format } };
    case 'invalid_value':
      return { rule: 'invalid_option' };
    case 'unrecognized_keys':
      return { rule: 'unknown_field' };
    default:
      return { rule: 'invalid' };
  }
}

/** The field path of an issue as a dotted string (`languageSkills.0.level`). */
export function fieldOfIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return issue.keys.join(',');
  return issue.path.map(String).join('.') || '_';
}

/** The field issue of one zod issue: its field path and rule. */
export function fieldIssueOf(issue: z.core.$ZodIssue): FieldIssue {
  const { rule, params } = ruleOfIssue(issue);
  return { field: fieldOfIssue(issue), rule, ...(params ? { params } : {}) };
}

/**
 * The one mapper to the API's field errors: a field issue (or a zod issue) worded in `language` from the
 * server message catalogue. Rules worded with the field (`{{field}} must be between 1-6`) name it; the web
 * app puts its label there.
 */
export function toFieldError(issue: FieldIssue | z.core.$ZodIssue, language: MessageLanguage): FieldError {
  const { field, rule, params } = 'code' in issue ? fieldIssueOf(issue) : issue;
  return {
    field,
    rule,
    ...(params ? { params } : {}),
    message: validationMessage(rule, { field, ...params }, language),
  };
}
