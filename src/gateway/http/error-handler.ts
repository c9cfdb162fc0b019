/**
 * The one error handler: validation → 400 with field messages, known HTTP errors with their
 * status, anything else → 500 with no internals. Every answer is the envelope.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.ts';
import { failure } from './reply.ts';

/** SQLSTATEs of text PostgreSQL cannot store: invalid byte sequence, untranslatable character. */
const INVALID_TEXT = new Set(['22021', '22P05']);

/**
 * What may be logged of an error. A failed query's error (Drizzle's DrizzleQueryError) carries its
 * parameters in `params` and in its message, and PostgreSQL's `detail` may quote a row: emails,
 * password hashes, tokens. Only the SQLSTATE, the query text and the stack are kept.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const sqlState = sqlStateOf(error);
  const query = (error as { query?: unknown }).query;
  if (sqlState || typeof query === 'string') {
    return { type: error.name, sqlState, query: typeof query === 'string' ? query : undefined, message: 'database query failed', stack: framesOf(error) };
  }
  return { type: error.name, message: error.message, stack: error.stack };
}

/** The stack's frames without its message, which for a failed query lists the parameters. */
function framesOf(error: Error): string | undefined {
  return error.stack?.split('\n').filter((line) => /^\s+at /.test(line)).join('\n');
}

/** The SQLSTATE of a database error, on itself or its cause (Drizzle wraps the driver's error). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

function validationErrors(error: { validation: { instancePath: string; message?: string }[]; validationContext?: string }) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
    (errors[field] ??= []).push(issue.message ?? 'is invalid');
  }
  return errors;
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationErrors(error);
      const summary = Object.entries(errors).map(([field, messages]) => `${field}: ${messages.join('; ')}`).join(', ');
      return reply.status(400).send(failure(`Invalid request. ${summary}`, errors));
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send(failure(error.message, error.errors));
    }
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send(failure('The request body is not valid JSON.', { body: [error.message] }));
    }
    const sqlState = sqlStateOf(error);
    if (sqlState && INVALID_TEXT.has(sqlState)) {
      // A net under the NUL guard: text the database cannot store is the client's mistake.
      request.log.info({ err: loggableError(error) }, 'text refused by the database');
      return reply.status(400).send(failure('Invalid request. The text sent holds a character that cannot be stored.', { request: ['holds a character that cannot be stored'] }));
    }
    const status = sqlState ? 500 : error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
      return reply.status(status).send(failure(error.message));
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.status(500).send(failure('Something went wrong on our side. Please try again in a moment.'));
  });
}

/** Unknown API routes answer with the envelope; the site's own 404 page is the static server's job. */
export function apiNotFound(method: string, url: string) {
  return failure(`No API route ${method} ${url.split('?')[0]}`);
}
