/** An error a service throws to answer with a given status and a message the client can show. */
import type { FieldErrors } from '../../contracts/envelope.ts';

export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: FieldErrors;

  constructor(statusCode: number, message: string, errors: FieldErrors = null) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export const notFound = (message: string) => new HttpError(404, message);
