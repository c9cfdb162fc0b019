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
