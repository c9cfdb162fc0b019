/** A calendar day as the API takes it, for filters and birth dates. */
import { z } from 'zod';

/**
 * A day written yyyy-MM-dd that exists, from year 1 on: PostgreSQL's date has no year 0 (ISO's 0000
 * is 1 BC), so "0000-02-29" is refused here rather than by the database. One pattern, stated in
 * the document as it is checked.
 */
export const calendarDay = (error: string) =>
  z
    .string({ error: 'is required' })
    .regex(new RegExp(`^(?!0000)${z.regexes.date.source.slice(1)}`), { error })
    .meta({ format: 'date' });
