/**
 * Fixed-window rate limits kept in the database, so every gateway copy counts the same attempts.
 * One statement per hit: it opens a new window when the old one has passed, else counts up.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { HttpError } from './errors.ts';

export interface Limit {
  limit: number;
  windowSeconds: number;
}

export function createRateLimiter(db: Db) {
  async function hit(key: string, { limit, windowSeconds }: Limit): Promise<{ allowed: boolean; retryAfter: number }> {
    const result = await db.execute<{ count: number; window_start: Date | string }>(sql`
      insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
      on conflict (key) do update set
        count = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.count + 1 end,
        window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_start end
      returning count, window_start`);
    const row = (result as unknown as { rows: { count: number; window_start: Date | string }[] }).rows[0]!;
    const elapsed = (Date.now() - new Date(row.window_start).getTime()) / 1000;
    return { allowed: row.count <= limit, retryAfter: Math.max(1, Math.ceil(windowSeconds - elapsed)) };
  }

  /** The state of a counter without counting. */
  async function peek(key: string, { limit, windowSeconds }: Limit): Promise<{ allowed: boolean; retryAfter: number }> {
    const result = await db.execute<{ count: number; window_start: Date | string }>(sql`
      select count, window_start from rate_limits
      where key = ${key} and window_start >= now() - make_interval(secs => ${windowSeconds})`);
    const row = (result as unknown as { rows: { count: number; window_start: Date | string }[] }).rows[0];
    if (!row) return { allowed: true, retryAfter: 0 };
    const elapsed = (Date.now() - new Date(row.window_start).getTime()) / 1000;
    return { allowed: row.count <= limit, retryAfter: Math.max(1, Math.ceil(windowSeconds - elapsed)) };
  }

  return {
    hit,
    peek,
    /** Counts a hit and refuses with 429 (and Retry-After) past the limit. */
    async enforce(key: string, limit: Limit, message = 'Too many attempts. Please wait and try again.'): Promise<void> {
      const { allowed, retryAfter } = await hit(key, limit);
      if (!allowed) throw new HttpError(429, message, null, { 'retry-after': String(retryAfter) });
    },
    async reset(key: string): Promise<void> {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
