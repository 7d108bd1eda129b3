import { ERRORS, type ErrorCode } from '../../domain/messages.ts';

/** Thrown anywhere in a request; the error handler turns it into the API's error shape. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, string>,
    message?: string,
  ) {
    super(message ?? ERRORS[code].message);
    this.name = 'AppError';
    this.status = ERRORS[code].status;
  }
}
