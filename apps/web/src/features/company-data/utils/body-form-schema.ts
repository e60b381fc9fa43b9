/**
 * Form schemas for the company data forms: the form's values are mapped to the request body and checked with
 * the contract's own schema (the API's rules, e.g. IBAN check digits, postal code per country, web addresses),
 * each issue under the form field it belongs to; required fields are named by the form.
 */
import { ruleOfIssue } from '@portal/contracts';
import { z } from 'zod';

export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

export function bodyFormSchema<V extends Record<string, unknown>, S extends z.ZodType>(options: {
  contract: S;
  toBody: (values: V) => z.input<S>;
  required?: readonly (keyof V & string)[];
  /** Form field of a body field, when the names differ. */
  fieldOf?: (bodyField: string) => string;
}) {
  const { contract, toBody, required = [], fieldOf = (field) => field } = options;
  return (
    z
      .custom<V>((value) => typeof value === 'object' && value !== null)
      .superRefine((values, ctx) => {
        const flagged = new Set<string>();
        for (const field of required) {
          if (isBlank(values[field])) {
            flagged.add(field);
            ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
          }
        }
        const parsed = contract.safeParse(toBody(values));
        if (parsed.success) return;
        for (const issue of parsed.error.issues) {
          const field = fieldOf(
            issue.code === 'unrecognized_keys' ? issue.keys.join(',') : issue.path.map(String).join('.'),
          );
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
      // The body as the contract parses it: normalised (IBAN without spaces, web addresses with https://).
      .transform((values) => contract.parse(toBody(values)) as z.input<S>)
  );
}

/** Trimmed text, or null when empty. */
export function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** One entry per line → the list (empty lines dropped). */
export function linesToList(value: string): string[] {
  return value
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
