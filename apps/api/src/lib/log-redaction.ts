/**
 * What pino must never write (decision 069): bank account numbers, BICs and mandate references, at any of the
 * nesting depths the portal logs objects with (`{ company: { bankAccount: { iban } } }` is depth three).
 * pino's redaction has no "any depth" wildcard, so each depth is listed.
 */
const BANK_FIELDS = ['iban', 'bic', 'mandateReference', 'mandate_reference'] as const;
/** Secrets held in the configuration (the object storage's key, decision 341), should it ever be logged. */
const SECRET_FIELDS = ['secretAccessKey'] as const;
const DEPTHS = ['', '*.', '*.*.', '*.*.*.', '*.*.*.*.'];

export const LOG_REDACTION = {
  paths: DEPTHS.flatMap((prefix) => [...BANK_FIELDS, ...SECRET_FIELDS].map((field) => `${prefix}${field}`)),
  censor: '[redacted]',
};

/**
 * Addresses that carry bank data in their path: `GET /application-service/v1/bank-info/{iban}` (decision 114).
 * The request log prints each request's URL, so the segment is replaced before pino sees it; any other
 * IBAN-shaped token in a URL (two letters, two digits, 11–30 letters or digits) is masked too.
 */
const BANK_INFO_SEGMENT = /(\/bank-info\/)[^/?#]*/gi;
const IBAN_LIKE = /\b[A-Z]{2}\d{2}(?:[ +]|%20)?(?:[A-Z0-9](?:[ +]|%20)?){11,30}\b/gi;

export function redactUrl(url: string): string {
  return url.replace(BANK_INFO_SEGMENT, '$1[redacted]').replace(IBAN_LIKE, '[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer with the URL passed through `redactUrl` (same fields as its default). */
export const LOG_SERIALIZERS = {
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host ?? request.hostname,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
