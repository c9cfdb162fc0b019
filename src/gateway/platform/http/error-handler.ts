/**
 * The one error handler: validation → 400 with field messages, known HTTP errors with their
 * status, anything else → 500 with no internals. Every answer is the envelope.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.ts';
import { LedgerError, type LedgerErrorCode } from '../../ledger/ledger.ts';

import { loggableError, sqlStateOf } from '../loggable-error.ts';
import { failure } from './reply.ts';

/** Ledger refusals that depend on the state of the money rather than the request's shape. */
const LEDGER_CONFLICTS: ReadonlySet<LedgerErrorCode> = new Set([
  'insufficient_funds',
  'exists_with_different_fields',
  'pending_already_resolved',
  'pending_expired',
]);

/** SQLSTATEs of text PostgreSQL cannot store: invalid byte sequence, untranslatable character. */
const INVALID_TEXT = new Set(['22021', '22P05']);

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
      const summary = Object.entries(errors)
        .map(([field, messages]) => `${field}: ${messages.join('; ')}`)
        .join(', ');
      return reply.status(400).send(failure(`Invalid request. ${summary}`, errors));
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send(failure(error.message, error.errors, error.data));
    }
    if (error instanceof LedgerError) {
      // A ledger rule refused the movement and nothing of it was written.
      const status = LEDGER_CONFLICTS.has(error.code) ? 409 : 422;
      return reply.status(status).send(failure(error.message, null));
    }
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send(failure('The request body is not valid JSON.', { body: [error.message] }));
    }
    const sqlState = sqlStateOf(error);
    if (sqlState && INVALID_TEXT.has(sqlState)) {
      // A net under the NUL guard: text the database cannot store is the client's mistake.
      request.log.info({ err: loggableError(error) }, 'text refused by the database');
      return reply.status(400).send(
        failure('Invalid request. The text sent holds a character that cannot be stored.', {
          request: ['holds a character that cannot be stored'],
        }),
      );
    }
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      // The client closed the connection while its (compressed) answer was starting: nobody is
      // left to answer, and it is no fault of ours (the search island aborts a superseded search).
      request.log.debug({ url: request.url.split('?')[0] }, 'the client closed the connection before its answer');
      return reply.status(499).send(failure('The client closed the connection.'));
    }
    const status = sqlState ? 500 : (error.statusCode ?? 500);
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
