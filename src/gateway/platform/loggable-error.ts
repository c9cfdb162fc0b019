/**
 * What of an error may reach the log. It lives outside http/ because the error handler, the
 * outbox worker and the periodic jobs all log errors that may come from a failed query.
 */

/**
 * What may be logged of an error. A failed query's error (Drizzle's DrizzleQueryError) carries its
 * parameters in `params` and in its message, and PostgreSQL's `detail` may quote a row: emails,
 * password hashes, tokens. Only the SQLSTATE, the query text and the stack are kept.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { name: typeof error };
  const sqlState = sqlStateOf(error);
  const query = (error as { query?: unknown }).query;
  if (sqlState || typeof query === 'string') {
    return {
      name: error.name,
      sqlState,
      query: typeof query === 'string' ? query : undefined,
      message: 'database query failed',
      stack: framesOf(error),
    };
  }
  return { name: error.name, message: error.message, stack: error.stack };
}

/** The stack's frames without its message, which for a failed query lists the parameters. */
function framesOf(error: Error): string | undefined {
  return error.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** The SQLSTATE of a database error, on itself or its cause (Drizzle wraps the driver's error). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^([0-9]{2}|F0|HV|P0|XX)[0-9A-Z]{3}$/.test(code)) return code;
  }
  return undefined;
}
