import { defaultErrorMessage, ErrorCode, errorHttpStatus, type FieldError } from '@portal/contracts';

/** The one error type services throw; the error handler turns it into `{ code, message, errors }`. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message ?? defaultErrorMessage[code] ?? 'Undefined request error');
    this.statusCode = errorHttpStatus[code];
  }

  static forbidden(message?: string): AppError {
    return new AppError(ErrorCode.FORBIDDEN, message);
  }

  static notFound(message?: string): AppError {
    return new AppError(ErrorCode.NOT_FOUND, message);
  }
}
