import { ErrorCode, errorHttpStatus, type FieldIssue } from '@portal/contracts';

/**
 * The one error type services throw: a code of the catalogue and the broken field rules. The error handler
 * words both in the request's language from the server message catalogue (decision 096), so services never
 * carry sentences. `detail` is for logs and tests only; it is never sent.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly issues: readonly FieldIssue[] = [],
    readonly detail?: string,
  ) {
    super(detail ?? `error ${code}`);
    this.statusCode = errorHttpStatus[code];
  }

  static forbidden(): AppError {
    return new AppError(ErrorCode.FORBIDDEN);
  }

  static notFound(): AppError {
    return new AppError(ErrorCode.NOT_FOUND);
  }
}
