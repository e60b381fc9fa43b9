/**
 * Removes personal data and secrets from free text before it leaves the browser and again before the server logs
 * it (decision 259): JWTs, bearer and API tokens, e-mail addresses, IBANs, query strings and phone numbers.
 * Deliberately greedy: a log line losing a number is cheaper than a log keeping a phone number.
 */
const RULES: readonly [RegExp, string][] = [
  // JSON Web Tokens (three base64url parts, the first a JSON header).
  [/\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g, '[jwt]'],
  // "Bearer abc…", "api_token=abc…", "apiKey: abc…", "access-token abc…"
  [
    /\b(bearer|api[_-]?token|api[_-]?key|access[_-]?token|refresh[_-]?token|id[_-]?token|token|secret|password)(["']?\s*[:=]?\s*["']?)[\w.~+/=-]{6,}/gi,
    '$1$2[token]',
  ],
  [/[\w.!#$%&'*+/=?^`{|}~-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi, '[email]'],
  // IBAN: country code, check digits, 11 to 30 alphanumerics, optionally grouped by spaces.
  [/\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]){11,30}\b/g, '[iban]'],
  // Everything after the "?" of an address (search terms, ids, tokens).
  [/([\w/.-])\?[^\s"'`<>#)]+/g, '$1?[query]'],
  // International (+49 …, 0049 …) and national (030 …, 0171 …) phone numbers.
  [/(?<![\w.])(?:\+|00)[1-9][\d ()/-]{6,}\d/g, '[phone]'],
  [/(?<![\w.:-])0[1-9]\d{1,4}[ /-]?\d{3,}(?:[ -]?\d{2,})*(?![\w.:-])/g, '[phone]'],
];

export function scrubPersonalData(text: string): string {
  return RULES.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}
