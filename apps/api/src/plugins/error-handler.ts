/**
 * One error handler for the whole API: every rejection is `{ code, message, errors }` (spec part 2 §7.1).
 * Validation errors carry translated field errors; 5xx details are logged, never sent.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  defaultErrorMessage,
  ErrorCode,
  fieldOfIssue,
  ruleOfIssue,
  validationMessage,
  type ErrorBody,
  type FieldError,
  type MessageLanguage,
} from '@portal/contracts';
import { AppError } from '../lib/app-error';

export function requestLanguage(request: FastifyRequest): MessageLanguage {
  const header = request.headers['accept-language'] ?? '';
  const first = header.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'en' ? 'en' : 'de';
}

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

export function sendError(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** The message of every 400 that carries field errors. */
export function checkInputMessage(language: MessageLanguage): string {
  return language === 'en' ? 'Please check your input' : 'Bitte überprüfe deine Eingaben';
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
  const language = requestLanguage(request);
  if (error.code === 'FST_ERR_BAD_URL') {
    void sendError(reply, 400, {
      code: ErrorCode.BAD_REQUEST,
      message: checkInputMessage(language),
      errors: [{ field: 'url', rule: 'format', message: validationMessage('format', {}, language) }],
    });
    return;
  }
  request.log.error({ err: error }, 'request failed before routing');
  void sendError(reply, 500, {
    code: ErrorCode.SERVER_ERROR,
    message: defaultErrorMessage[ErrorCode.SERVER_ERROR]!,
    errors: [],
  });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof AppError) {
      return sendError(reply, error.statusCode, {
        code: error.code,
        message: error.message,
        errors: error.errors,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const language = requestLanguage(request);
      const errors: FieldError[] = error.validation.map(({ keyword, message, instancePath, params }) => {
        // The type provider flattens each zod issue into { keyword, message, instancePath, params }.
        const issue = {
          ...params,
          code: keyword,
          message,
          path: instancePath.split('/').filter(Boolean),
        } as unknown as z.core.$ZodIssue;
        const { rule, params: ruleParams } = ruleOfIssue(issue);
        const field = fieldOfIssue(issue);
        return {
          field,
          rule,
          ...(ruleParams ? { params: ruleParams } : {}),
          // Rules worded with the field ('{field} must be between 1-6') name it; the web puts its label there.
          message: validationMessage(rule, { field, ...ruleParams }, language),
        };
      });
      return sendError(reply, 400, {
        code: ErrorCode.BAD_REQUEST,
        message: checkInputMessage(language),
        errors,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract');
      return sendError(reply, 500, {
        code: ErrorCode.SERVER_ERROR,
        message: defaultErrorMessage[ErrorCode.SERVER_ERROR]!,
        errors: [],
      });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, {
        code: ErrorCode.SERVER_ERROR,
        message: defaultErrorMessage[ErrorCode.SERVER_ERROR]!,
        errors: [],
      });
    }
    const code = codeByStatus[status] ?? ErrorCode.BAD_REQUEST;
    return sendError(reply, status, {
      code,
      message: defaultErrorMessage[code] ?? error.message,
      errors: [],
    });
  });
}
