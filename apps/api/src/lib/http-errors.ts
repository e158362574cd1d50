import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@sangam/contracts';

/**
 * An error a service throws on purpose: it becomes `{ detail, code, errors? }` with its status.
 * Anything else that escapes a handler is a bug and answers a generic 500.
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCode | string,
    detail: string,
    public readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(detail);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    return {
      detail: this.message,
      code: this.code,
      ...(this.fieldErrors ? { errors: this.fieldErrors } : {}),
    };
  }
}

export const badRequest = (detail: string, fieldErrors?: Record<string, string[]>) =>
  new HttpError(400, ERROR_CODES.invalid, detail, fieldErrors);
export const notAuthenticated = (detail = 'Authentication credentials were not provided.') =>
  new HttpError(401, ERROR_CODES.notAuthenticated, detail);
export const permissionDenied = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, ERROR_CODES.permissionDenied, detail);
export const notFound = (detail = 'Not found.') => new HttpError(404, ERROR_CODES.notFound, detail);
export const conflict = (detail: string, fieldErrors?: Record<string, string[]>) =>
  new HttpError(409, ERROR_CODES.conflict, detail, fieldErrors);

/** A wait in whole minutes, as a 429's detail says it: "1 minute", "15 minutes". */
export function minutesToWait(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** 429 with the seconds to wait, which the error handler also sends as Retry-After. */
export class TooManyRequestsError extends HttpError {
  constructor(
    public readonly retryAfterSeconds: number,
    detail = `Too many attempts. Please try again in ${minutesToWait(retryAfterSeconds)}.`,
    code: string = ERROR_CODES.rateLimited,
  ) {
    super(429, code, detail);
  }
}
