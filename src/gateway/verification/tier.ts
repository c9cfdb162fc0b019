/**
 * What an approved submission changes: the wallet's tier (raised, never lowered) and the name it
 * verified, bank accounts under another name sent to review, and the owners told how it ended.
 * The only place a wallet's tier and verified name change.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { beneficiaries } from '../db/schema/payouts.ts';
import { wallets } from '../db/schema/wallet.ts';
import { namesMatch } from './name-match.ts';
import type { VerificationDeps } from './verification.ts';

/** Tells the wallet's owners how a submission ended. */
export async function announce(tx: Db, deps: Pick<VerificationDeps, 'wallets'>, walletId: string, title: string, body: string) {
  await deps.wallets.tellOwners(tx, walletId, { kind: 'wallet.verification', title, body, link: '/wallet/verification' });
}

/** Raises the wallet to the tier (never lowers it) and records the name it verified. */
export async function raiseTier(tx: Db, deps: Pick<VerificationDeps, 'jobs'>, walletId: string, tier: 1 | 2, name: string) {
  // A verified wallet gets its account number for bank transfers (wallets.assignDedicatedAccount).
  await deps.jobs?.send('wallet.dedicated-account', { walletId }, { db: tx });
  if (tier === 2) {
    // Bank accounts accepted under the person's name are checked against the business's now.
    const active = await tx
      .select({ id: beneficiaries.id, accountName: beneficiaries.accountName })
      .from(beneficiaries)
      .where(and(eq(beneficiaries.walletId, walletId), eq(beneficiaries.status, 'active'), isNull(beneficiaries.deletedAt)));
    for (const account of active.filter((a) => !namesMatch(a.accountName, name, 'business')))
      await tx
        .update(beneficiaries)
        .set({ status: 'in_review', reason: 'Its name is not the business’s verified name: our team checks it.' })
        .where(eq(beneficiaries.id, account.id));
  }
  await tx
    .update(wallets)
    .set({
      tier: sql`greatest(${wallets.tier}, ${tier})`,
      // The business's name replaces the person's; a person's never replaces a business's.
      verifiedName: tier === 2 ? name : sql`case when ${wallets.tier} >= 2 then ${wallets.verifiedName} else ${name} end`,
    })
    .where(eq(wallets.id, walletId));
}
