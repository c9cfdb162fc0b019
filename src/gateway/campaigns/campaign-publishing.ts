/**
 * A campaign's status as the site shows it (docs/decisions/019-campaigns.md). The status is derived:
 * ended (by the seller, or its end passed), exhausted (budget spent), paused, scheduled (not
 * started), else active. What the site shows is published: when the status differs, the campaign's
 * products are marked changed and the catalog version moves, so the site rebuilds and every
 * gateway's cached answers are read again; the `campaigns.tick` job publishes the changes that
 * come with time (a start, an end) or a spent budget.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { CampaignStatus } from '../../contracts/campaigns.ts';
import { bumpCatalogVersion } from '../catalog/index.ts';
import type { Db } from '../db/client.ts';
import { type Campaign, campaignProducts, campaigns } from '../db/schema/campaigns.ts';
import { products } from '../db/schema/catalog.ts';

export function statusOf(row: Pick<Campaign, 'state' | 'startsAt' | 'endsAt' | 'budgetMinor' | 'spentMinor'>, now: Date): CampaignStatus {
  if (row.state === 'ended' || row.endsAt <= now) return 'ended';
  if (row.budgetMinor !== null && row.spentMinor >= row.budgetMinor) return 'exhausted';
  if (row.state === 'paused') return 'paused';
  if (row.startsAt > now) return 'scheduled';
  return 'active';
}

/**
 * Publishes a campaign's status when it differs from what the site shows: the catalog version
 * moves, so the site rebuilds and every gateway's cached answers are read again.
 */
export async function publishStatus(tx: Db, row: Campaign, clock: () => Date): Promise<void> {
  const status = statusOf(row, clock());
  if (row.publishedStatus === status) return;
  await tx.update(campaigns).set({ publishedStatus: status }).where(eq(campaigns.id, row.id));
  // Its products' prices change on the site.
  await markProductsChanged(tx, row.id);
  await bumpCatalogVersion(tx);
}

/** The `campaigns.tick` job: campaigns whose status changed by time or budget since last published. */
export async function publishStatusChanges(db: Db, clock: () => Date): Promise<number> {
  const now = clock();
  const candidates = await db
    .select()
    .from(campaigns)
    .where(sql`${campaigns.publishedStatus} is distinct from 'ended' or ${campaigns.endsAt} > ${now.toISOString()}::timestamptz`);
  let published = 0;
  for (const row of candidates) {
    if (row.publishedStatus === statusOf(row, now)) continue;
    await db.transaction(async (tx) => {
      const [fresh] = await tx.select().from(campaigns).where(eq(campaigns.id, row.id)).for('update');
      if (fresh) await publishStatus(tx, fresh, clock);
    });
    published++;
  }
  return published;
}

/**
 * Marks a campaign's products changed (migration 0013), so the catalog version the transaction
 * bumps stamps them and readers that follow changes (the search index, the site's publishing)
 * read their prices again.
 */
export async function markProductsChanged(tx: Db, campaignId: string): Promise<void> {
  await tx
    .update(products)
    .set({ catalogVersion: -1 })
    .where(
      inArray(
        products.id,
        tx.select({ id: campaignProducts.productId }).from(campaignProducts).where(eq(campaignProducts.campaignId, campaignId)),
      ),
    );
}
