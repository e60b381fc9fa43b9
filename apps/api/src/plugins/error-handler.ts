/**
 * One error handler for the whole API: every rejection is `{ code, message, errors }` (spec part 2 §7.1), worded
 * in the request's language (German or English, `requestLanguage`) from the server message catalogue: the
 * message by code, field errors by rule (decision 096). 5xx details are logged, never sent.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  ErrorCode,
  errorHttpStatus,
  errorMessage,
  messageLanguage,
  toFieldError,
  type ErrorBody,
  type FieldIssue,
  type MessageLanguage,
} from '@portal/contracts';
import { AppError } from '../lib/app-error';

/** The language of the answer's texts, from `Accept-Language`. */
export function requestLanguage(request: FastifyRequest): MessageLanguage {
  return messageLanguage(request.headers['accept-language']);
}

/** The code of an error Fastify or a plugin raised with a bare HTTP status. */
const codeByStatus: Record<number, ErrorCode> = {
  400: ErrorCode.BAD_REQUEST,
  401: ErrorCode.UNAUTHORIZED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  406: ErrorCode.BAD_REQUEST,
  409: ErrorCode.CONFLICT,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  415: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  422: ErrorCode.UNPROCESSABLE,
  429: ErrorCode.TOO_MANY_REQUESTS,
  503: ErrorCode.SERVICE_UNAVAILABLE,
};

/** Answers the rejection with this code: its status, its message and field errors in the request's language. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  issues: readonly (FieldIssue | z.core.$ZodIssue)[] = [],
): FastifyReply {
  const language = requestLanguage(request);
  const body: ErrorBody = {
    code,
    message: errorMessage(code, language),
    errors: issues.map((issue) => toFieldError(issue, language)),
  };
  return reply.status(errorHttpStatus[code]).type('application/json; charset=utf-8').send(body);
}

/**
 * Errors Fastify raises before routing (option `frameworkErrors`): a path with malformed percent-encoding
 * (`/v1/%E0%A4%A`) answered Fastify's own body; now it is `{ code, message, errors }` like every rejection.
 */
export function frameworkErrorHandler(
  error: Error & { code?: string },
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // Answered before our hooks run: the request id is echoed here too (decision 331).
  reply.header('x-request-id', request.id);
  if (error.code === 'FST_ERR_BAD_URL') {
    void sendError(request, reply, ErrorCode.BAD_REQUEST, [{ field: 'url', rule: 'format' }]);
    return;
  }
  request.log.error({ err: error }, 'request failed before routing');
  void sendError(request, reply, ErrorCode.SERVER_ERROR);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof AppError) {
      if (error.detail) request.log.info({ code: error.code, detail: error.detail }, 'request refused');
      return sendError(request, reply, error.code, error.issues);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The type provider flattens each zod issue into { keyword, message, instancePath, params }.
      const issues = error.validation.map(
        ({ keyword, message, instancePath, params }) =>
          ({
            ...params,
            code: keyword,
            message,
            path: instancePath.split('/').filter(Boolean),
          }) as unknown as z.core.$ZodIssue,
      );
      return sendError(request, reply, ErrorCode.BAD_REQUEST, issues);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract');
      return sendError(request, reply, ErrorCode.SERVER_ERROR);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, ErrorCode.SERVER_ERROR);
    }
    return sendError(request, reply, codeByStatus[status] ?? ErrorCode.BAD_REQUEST);
  });
}
