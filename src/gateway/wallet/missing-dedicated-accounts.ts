/**
 * Verified wallets without a dedicated account ask the provider for one when the gateway starts.
 * A wallet asks when it is verified (verification/tier.ts), but only if a provider is configured then:
 * wallets verified before one was (the demo's, seeded without a provider, then started with
 * LOCAL_PROVIDERS=1 or real keys) would otherwise never get an account number for bank transfers.
 */
import { and, gte, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { wallets } from '../db/schema/wallet.ts';
import type { JobQueue } from '../platform/jobs/queue.ts';

/** Sends the `wallet.dedicated-account` job for each; one per wallet an hour however often gateways start. */
export async function askForMissingDedicatedAccounts(db: Db, jobs: JobQueue): Promise<number> {
  const missing = await db
    .select({ id: wallets.id })
    .from(wallets)
    .where(and(gte(wallets.tier, 1), isNull(wallets.dedicatedAccount)));
  for (const { id } of missing)
    await jobs.send('wallet.dedicated-account', { walletId: id }, { singletonKey: `dedicated-account:${id}`, singletonSeconds: 3600 });
  return missing.length;
}
