/** The column shapes every schema file uses: instants with their time zone, and kobo as bigint read into numbers. */
import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** An instant set when the row is written. */
export const now = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
/** An instant that may be unset. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
/** An amount of money in kobo: bigint in the database, a safe integer in JavaScript (below 2^53). */
export const kobo = (name: string) => bigint(name, { mode: 'number' });
