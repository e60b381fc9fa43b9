/**
 * What pino must never write (decision 069): bank account numbers, BICs and mandate references, at any of the
 * nesting depths the portal logs objects with (`{ company: { bankAccount: { iban } } }` is depth three).
 * pino's redaction has no "any depth" wildcard, so each depth is listed.
 */
const BANK_FIELDS = ['iban', 'bic', 'mandateReference', 'mandate_reference'] as const;
const DEPTHS = ['', '*.', '*.*.', '*.*.*.', '*.*.*.*.'];

export const LOG_REDACTION = {
  paths: DEPTHS.flatMap((prefix) => BANK_FIELDS.map((field) => `${prefix}${field}`)),
  censor: '[redacted]',
};
