/**
 * Form schemas for sub-steps that save with `PATCH /v1/account`. The contract (`UpdateAccountBody`) leaves
 * every field optional (PATCH changes what is sent), so a sub-step states which of its fields are required,
 * maps its form values to the request body, and the contract then checks the body with the API's own rules
 * (phone, postal code per DACH country, lengths, birthday in the past …). All issues come at once: the
 * required check and the contract run in one refinement, each issue under the form field it belongs to.
 */
import { UpdateAccountBody, ruleOfIssue } from '@portal/contracts';
import { z } from 'zod';

export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

export interface AccountFormSchemaOptions<V> {
  /** Form fields that must not be empty. */
  required: readonly (keyof V & string)[];
  /** Extra required fields depending on the values (e.g. the insurer for statutory insurance). */
  requiredWhen?: (values: V) => readonly (keyof V & string)[];
  /** Rule for an empty required field (default `required`), e.g. `partner_contact_required`. */
  requiredRules?: Partial<Record<keyof V & string, string>>;
  /** The PATCH body for the values. */
  toBody: (values: V) => UpdateAccountBody;
  /** Form field for a body field, when the names differ. */
  fieldOf?: (bodyField: string) => string;
}

export function accountFormSchema<V extends Record<string, unknown>>({
  required,
  requiredWhen,
  requiredRules = {},
  toBody,
  fieldOf = (field) => field,
}: AccountFormSchemaOptions<V>) {
  return z
    .custom<V>((value) => typeof value === 'object' && value !== null)
    .superRefine((values, ctx) => {
      const flagged = new Set<string>();
      for (const field of [...required, ...(requiredWhen?.(values) ?? [])]) {
        if (isBlank(values[field])) {
          flagged.add(field);
          ctx.addIssue({ code: 'custom', path: [field], message: requiredRules[field] ?? 'required' });
        }
      }
      const parsed = UpdateAccountBody.safeParse(toBody(values));
      if (parsed.success) return;
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path.map(String).join('.'));
        if (flagged.has(field)) continue;
        flagged.add(field);
        const { rule, params } = ruleOfIssue(issue);
        ctx.addIssue({
          code: 'custom',
          path: field.split('.'),
          message: rule,
          ...(params ? { params } : {}),
        });
      }
    })
    .transform((values) => UpdateAccountBody.parse(toBody(values)));
}

/** Trimmed text, or null when empty (the API stores "not given" as null). */
export function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
