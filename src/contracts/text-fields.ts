/**
 * The text fields of request bodies, said once so that every form refuses alike: trimmed, with the
 * length in the message. A required one refuses blank text; an optional one becomes '' when left out.
 */
import { z } from 'zod';

/**
 * The document's pattern for text the server trims before counting, at least `min` characters:
 * `minLength` alone would let "  a" through, which the server refuses (so `\S` for one, and two
 * non-spaces `min` apart for more).
 */
export const trimmedAtLeast = (min: number) => ({ pattern: min <= 1 ? '\\S' : `\\S[\\s\\S]{${min - 2},}\\S` });

export const requiredText = (max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(max, { error: `must be at most ${max} characters` })
    .meta(trimmedAtLeast(1));

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .default('');

/**
 * An email address, trimmed and lower-cased before it is checked; `format: email` and the pattern
 * checked, so the OpenAPI document says so (the check runs after the trim, which hides both from
 * the generator), and a client validating by the document sends what is accepted.
 */
export const emailAddress = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'must be at most 254 characters' })
  .pipe(z.email({ error: 'must be a valid email address' }))
  .meta({ format: 'email', pattern: z.regexes.email.source });

/**
 * A phone number as typed: `min` to `max` digits, spaces, brackets and dashes after an optional +,
 * counted once the spaces around are trimmed. One pattern on the value as sent, so the document
 * states exactly what is accepted.
 */
export const typedPhone = (min: number, max: number, error: string) =>
  z
    .string({ error: 'is required' })
    .regex(new RegExp(`^\\s*(?:\\+[0-9 ()-]{${min - 1},${max - 1}}|[0-9()-][0-9 ()-]{${min - 2},${max - 2}})[0-9()-]\\s*$`), { error })
    .trim();

/** Two characters once trimmed, upper-cased (a filter or a company's country); one pattern, so the document states it. */
export const twoLetterCountry = z
  .string()
  .regex(/^\s*\S\S\s*$/, { error: 'must be a two-letter country code' })
  .trim()
  .toUpperCase();
