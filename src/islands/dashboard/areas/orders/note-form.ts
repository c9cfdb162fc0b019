/**
 * The form of an action that needs a few words first. Its one field is named as the gateway's body
 * names it (`reason`, `trackingNote`), so a field error from the gateway lands on it; whether it may
 * be empty, and what is said when it is, depends on the side (a seller must give a reason).
 */
import { z } from 'zod';
import type { NotePrompt } from './order-sides.ts';

/** As cancelOrderBody and shipOrderBody allow. */
export const NOTE_MAX = 500;

export type NoteValues = Record<string, string>;

export function noteSchema(prompt: NotePrompt): z.ZodType<NoteValues> {
  const text = z
    .string()
    .trim()
    .max(NOTE_MAX, { error: `must be at most ${NOTE_MAX} characters` });
  return z.object({ [prompt.field]: prompt.required ? text.min(1, { error: prompt.missing ?? 'This is required.' }) : text });
}
