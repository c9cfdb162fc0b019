/** Paging as the spec spells it: PageNumber (default 1) and PageSize (default 10, at most 200). */
import { z } from 'zod';

export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_SIZE = 10;

/** Treats '' and null as absent, so a form field left empty falls back to its default. */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
}

const DECIMAL_INTEGER = /^-?\d{1,16}$/;
const DECIMAL_NUMBER = /^-?\d{1,16}(\.\d{1,16})?$/;

let readingJsonBody = false;

/**
 * Runs a (synchronous) parse of a JSON request body: inside it a number field takes JSON numbers
 * only, so `{"packageId": "5"}` is refused like `true` or `[5]`. Query strings, paths and the
 * browser's forms, whose values are strings, are parsed outside it.
 */
export function parseJsonBody<T>(parse: () => T): T {
  readingJsonBody = true;
  try {
    return parse();
  } finally {
    readingJsonBody = false;
  }
}

/**
 * Reads a number from a JSON number or a plain decimal string (query strings, paths and form inputs
 * carry only strings; a JSON body must send a number, see parseJsonBody). Anything else stays as it
 * is and fails the number schema: z.coerce turned `true` into 1, `[5]` into 5 and `0x10` into 16.
 */
export function decimalInput<T extends z.ZodType>(schema: T, fraction = false) {
  const pattern = fraction ? DECIMAL_NUMBER : DECIMAL_INTEGER;
  return z.preprocess(
    (value) => (!readingJsonBody && typeof value === 'string' && pattern.test(value.trim()) ? Number(value.trim()) : value),
    schema,
  );
}

/** The largest value of a PostgreSQL `integer` column: ids, counts, quantities and versions are kept in them. */
export const MAX_INTEGER_COLUMN = 2_147_483_647;

/**
 * A whole number parsed from a query string or JSON, with a message naming what it must be. The
 * bound defaults to what an `integer` column holds, so a larger id is refused with 400 here instead
 * of reaching the database; amounts in kobo (`bigint` columns) pass Number.MAX_SAFE_INTEGER.
 */
export function wholeNumber(min: number, max = MAX_INTEGER_COLUMN) {
  const message =
    max === Number.MAX_SAFE_INTEGER ? `must be a whole number of at least ${min}` : `must be a whole number from ${min} to ${max}`;
  return decimalInput(z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }));
}

export const pageNumber = optional(wholeNumber(1)).default(1);
/** Larger pages are capped at MAX_PAGE_SIZE rather than refused; the envelope's pageSize says so. */
export const pageSize = optional(wholeNumber(1).transform((n) => Math.min(n, MAX_PAGE_SIZE))).default(DEFAULT_PAGE_SIZE);

export const pagingQuery = z.object({ PageNumber: pageNumber, PageSize: pageSize });

/** Boolean query flags: "true"/"false"/"1"/"0". */
export const queryFlag = optional(
  z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).transform((v) => v === 'true' || v === '1'),
);

export interface Page {
  pageNumber: number;
  pageSize: number;
}

/** The page a query asks for, from the spec's PageNumber and PageSize. */
export function pageOf(query: { PageNumber: number; PageSize: number }): Page {
  return { pageNumber: query.PageNumber, pageSize: query.PageSize };
}

export function pageOffset({ pageNumber, pageSize }: Page): number {
  return (pageNumber - 1) * pageSize;
}
