/**
 * The error catalogue of spec part 2 §8, plus the HTTP-status codes the spec uses as codes.
 * Every rejection body of the API is `{ code, message, errors }` (see `ErrorBody`).
 */
import { z } from 'zod';

export const ErrorCode = {
  /** Session: token missing or invalid. */
  TOKEN_INVALID: 1000,
  /** Account not found in the system (e.g. just created and not yet synchronised). */
  ACCOUNT_NOT_FOUND: 1001,
  /** Session: the account was deleted; the client clears all local storage. */
  ACCOUNT_DELETED: 1002,
  /** Session: token expired. */
  TOKEN_EXPIRED: 1003,
  /** Session: token revoked (signed out elsewhere). */
  TOKEN_REVOKED: 1004,
  /** No valid application found for the account. */
  NO_VALID_APPLICATION: 1006,
  /** State-changing call without a valid CSRF header (our addition, see decision 004). */
  CSRF_INVALID: 1010,
  /**
   * Sign-in refused: the identity's e-mail belongs to an existing account or company user, but the provider has
   * not verified it; a verification link was mailed (our addition, decision 056).
   */
  EMAIL_NOT_VERIFIED: 1011,
  /** An owner cannot be edited. */
  OWNER_NOT_EDITABLE: 5000,
  /** Client side: auth exchange failed / connection error to the server. */
  AUTH_ERROR: 10001,
  /** No unit or no application. */
  NO_UNIT_OR_APPLICATION: 10002,
  /** Client side: file base64 conversion failure. */
  BASE64_CONVERSION: 10003,
  /** Client side: fetch error. */
  FETCH_ERROR: 10004,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** HTTP status the API answers for each code. */
export const errorHttpStatus: Record<ErrorCode, number> = {
  [ErrorCode.TOKEN_INVALID]: 401,
  [ErrorCode.ACCOUNT_NOT_FOUND]: 404,
  [ErrorCode.ACCOUNT_DELETED]: 401,
  [ErrorCode.TOKEN_EXPIRED]: 401,
  [ErrorCode.TOKEN_REVOKED]: 401,
  [ErrorCode.NO_VALID_APPLICATION]: 404,
  [ErrorCode.CSRF_INVALID]: 403,
  [ErrorCode.EMAIL_NOT_VERIFIED]: 403,
  [ErrorCode.OWNER_NOT_EDITABLE]: 403,
  [ErrorCode.AUTH_ERROR]: 401,
  [ErrorCode.NO_UNIT_OR_APPLICATION]: 404,
  [ErrorCode.BASE64_CONVERSION]: 422,
  [ErrorCode.FETCH_ERROR]: 500,
  [ErrorCode.BAD_REQUEST]: 400,
  [ErrorCode.UNAUTHORIZED]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.CONFLICT]: 409,
  [ErrorCode.PAYLOAD_TOO_LARGE]: 413,
  [ErrorCode.UNSUPPORTED_MEDIA_TYPE]: 415,
  [ErrorCode.UNPROCESSABLE]: 422,
  [ErrorCode.TOO_MANY_REQUESTS]: 429,
  [ErrorCode.SERVER_ERROR]: 500,
  [ErrorCode.SERVICE_UNAVAILABLE]: 503,
};

/** Codes after which the client stores the location, drops the token and goes to login. */
export const SESSION_ERROR_CODES: readonly number[] = [
  ErrorCode.TOKEN_INVALID,
  ErrorCode.TOKEN_EXPIRED,
  ErrorCode.TOKEN_REVOKED,
];

/** Default English message per code (the API's `message`; the web app shows `error.backend.{code}`). */
export const defaultErrorMessage: Partial<Record<ErrorCode, string>> = {
  [ErrorCode.TOKEN_INVALID]: 'Missing or invalid token',
  [ErrorCode.ACCOUNT_NOT_FOUND]: 'Account not found in the system',
  [ErrorCode.ACCOUNT_DELETED]: 'The account was deleted',
  [ErrorCode.TOKEN_EXPIRED]: 'The session has expired',
  [ErrorCode.TOKEN_REVOKED]: 'The session was ended elsewhere',
  [ErrorCode.NO_VALID_APPLICATION]: 'No valid application found',
  [ErrorCode.CSRF_INVALID]: 'Missing or invalid CSRF token',
  [ErrorCode.EMAIL_NOT_VERIFIED]:
    'Please confirm your e-mail address with the link we sent you, then sign in again',
  [ErrorCode.OWNER_NOT_EDITABLE]: 'An owner cannot be edited',
  [ErrorCode.NO_UNIT_OR_APPLICATION]: 'No unit or no application',
  [ErrorCode.BAD_REQUEST]: 'Invalid request',
  [ErrorCode.UNAUTHORIZED]: 'Authentication failed',
  [ErrorCode.FORBIDDEN]: 'No permission for this action',
  [ErrorCode.NOT_FOUND]: 'A resource was not found',
  [ErrorCode.CONFLICT]: 'Conflict with the current state',
  [ErrorCode.PAYLOAD_TOO_LARGE]: 'The file is too large (maximum 14MB)',
  [ErrorCode.UNSUPPORTED_MEDIA_TYPE]: 'Unsupported file type',
  [ErrorCode.UNPROCESSABLE]: 'The data could not be processed',
  [ErrorCode.TOO_MANY_REQUESTS]: 'Too many requests, please wait a moment',
  [ErrorCode.SERVER_ERROR]: 'Problem processing data on the server',
  [ErrorCode.SERVICE_UNAVAILABLE]: 'The service is unavailable',
};

/** One field error: `rule` is a stable key the web app translates as `validation.{rule}` with `params`. */
export const FieldError = z.object({
  field: z.string(),
  rule: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldError>;

export const ErrorBody = z.object({
  code: z.number().int(),
  message: z.string(),
  errors: z.array(FieldError),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
