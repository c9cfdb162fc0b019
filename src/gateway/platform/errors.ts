/**
 * An error a service throws to answer with a given status and a message the client can show.
 * It lives outside http/ so services, auth and routes share it without depending on the HTTP
 * layer; platform/http/error-handler.ts turns it into the envelope.
 */
import type { RefusalDetails } from '../../contracts/commerce.ts';
import type { FieldErrors } from '../../contracts/envelope.ts';

export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: FieldErrors;
  readonly headers: Record<string, string>;
  /** What a client needs to fix the request, beyond field messages (the envelope's `data`); null for most errors. */
  readonly data: RefusalDetails | null;

  constructor(
    statusCode: number,
    message: string,
    errors: FieldErrors = null,
    headers: Record<string, string> = {},
    data: RefusalDetails | null = null,
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
    this.data = data;
  }
}

export const notFound = (message: string) => new HttpError(404, message);

/** 400 with one field's message, the shape validation errors have. */
export const fieldError = (field: string, message: string) =>
  new HttpError(400, `Invalid request. ${field}: ${message}`, { [field]: [message] });

/** 400 with several fields' messages at once, as validation errors have. */
export function fieldErrors(errors: Record<string, string[]>): HttpError {
  const summary = Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join('; ')}`)
    .join(', ');
  return new HttpError(400, `Invalid request. ${summary}`, errors);
}

/** Collects what is wrong with a request's fields, so the client hears of every one in one answer. */
export class FieldProblems {
  readonly errors: Record<string, string[]> = {};
  add(field: string, message: string) {
    (this.errors[field] ??= []).push(message);
  }
  throwIfAny() {
    if (Object.keys(this.errors).length) throw fieldErrors(this.errors);
  }
}
