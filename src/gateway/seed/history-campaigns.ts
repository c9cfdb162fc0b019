/**
 * The demo seller's campaigns: one that ran for two weeks a month ago, one running now. Orders
 * placed while one ran got its price, as any purchase does; what the site shows of them is
 * published at the end of the history (campaigns.tick).
 */
import type { DemoHistory } from './history-context.ts';

/** Seeds the campaigns on the products the history's orders buy (`onSale`, at least four of them). */
export async function seedCampaigns(history: DemoHistory, onSale: number[]): Promise<void> {
  const { services, clock, seller } = history;
  const campaignOn = (daysAgo: number, name: string, ids: number[], lastsDays: number, extra: Record<string, unknown>) =>
    clock.on(daysAgo, 8, () =>
      services.campaigns.create(seller, {
        name,
        productIds: ids,
        discountKind: 'percent',
        discountValue: 1000,
        startsAt: clock.stepTime()!.toISOString(),
        endsAt: new Date(clock.stepTime()!.getTime() + lastsDays * 86_400_000).toISOString(),
        ...extra,
      }),
    );
  if (onSale.length < 4) return;
  await campaignOn(40, 'Rainy-season restock', onSale.slice(0, 3), 14, {});
  await campaignOn(6, 'Year-end deal for soap makers', onSale.slice(1, 3), 20, {
    discountValue: 800,
    budgetMinor: 5_000_000_00,
    perBuyerCap: 200,
  });
}
