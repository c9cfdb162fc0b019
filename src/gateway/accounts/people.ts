/** People by their ids, as other parts of the gateway name them (the console's audit log names its operators). */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';

/** Each known person's name and email, by user id. */
export async function peopleNamed(handle: Db, ids: string[]): Promise<Map<string, { name: string; email: string }>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await handle.select({ id: users.id, name: users.fullName, email: users.email }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map(({ id, name, email }) => [id, { name, email }]));
}
