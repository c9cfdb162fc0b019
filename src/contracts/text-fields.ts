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
    .max(max, { error: `must be at most ${max} characters` });

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .default('');

/**
 * An email address, trimmed and lower-cased before it is checked; `format: email` so the OpenAPI
 * document says so (the check runs after the trim, which hides the format from the generator).
 */
export const emailAddress = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'must be at most 254 characters' })
  .pipe(z.email({ error: 'must be a valid email address' }))
  .meta({ format: 'email' });
