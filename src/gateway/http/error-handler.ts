/**
 * The one error handler: validation → 400 with field messages, known HTTP errors with their
 * status, anything else → 500 with no internals. Every answer is the envelope.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.ts';
import { failure } from './reply.ts';

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
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
      return reply.status(status).send(failure(error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure('Something went wrong on our side. Please try again in a moment.'));
  });
}

/** Unknown API routes answer with the envelope; the site's own 404 page is the static server's job. */
export function apiNotFound(method: string, url: string) {
  return failure(`No API route ${method} ${url.split('?')[0]}`);
}
