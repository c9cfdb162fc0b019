/** The people who hear about a wallet's events: its personal owner, or the company's finance people. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import type { Wallet } from '../db/schema/wallet.ts';
import { type Recipient, membersWho } from '../platform/parties/parties.ts';

export async function walletOwners(handle: Db, wallet: Pick<Wallet, 'companyId' | 'ownerUserId'>): Promise<Recipient[]> {
  if (wallet.companyId) return membersWho(handle, wallet.companyId, 'finance');
  const [self] = await handle.select({ userId: users.id, email: users.email }).from(users).where(eq(users.id, wallet.ownerUserId!));
  return self ? [self] : [];
}
