/**
 * The text fields of request bodies, said once so that every form refuses alike: trimmed, with the
 * length in the message. A required one refuses blank text; an optional one becomes '' when left out.
 */
import { z } from 'zod';

export const requiredText = (max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(max, { error: `must be at most ${max} characters` })
    // Counted after the trim: spaces alone are empty.
    .meta({ pattern: '\\S' });

/** The document's pattern for text of at least two characters once trimmed (two non-spaces, anything between). */
export const TWO_CHARACTERS_TRIMMED = { pattern: '\\S[\\s\\S]*\\S' };

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

/** Two characters once trimmed, upper-cased (a filter or a company's country); one pattern, so the document states it. */
export const twoLetterCountry = z
  .string()
  .regex(/^\s*\S\S\s*$/, { error: 'must be a two-letter country code' })
  .trim()
  .toUpperCase();
