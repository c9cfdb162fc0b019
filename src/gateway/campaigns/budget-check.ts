/**
 * A purchase's use of campaigns, in its transaction (docs/decisions/019-campaigns.md): each
 * campaign's budget and each buyer's cap move by one conditional update, in campaign id order (two
 * purchases never deadlock), so however many buyers race, the budget and the caps hold exactly: a
 * purchase that would pass them is refused with 409 and, rolled back, takes nothing.
 */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { formatMoney } from '../../contracts/money.ts';
import type { Db } from '../db/client.ts';
import { campaignBuyers, campaigns } from '../db/schema/campaigns.ts';
import { HttpError } from '../platform/errors.ts';
import type { PricedCampaign } from '../catalog/index.ts';

export interface CampaignUse {
  campaign: PricedCampaign;
  packages: number;
  /** Kobo of discount the lines get. */
  discount: number;
  /** The line's name, for the refusal. */
  name: string;
}

export async function spendCampaigns(tx: Db, uses: CampaignUse[], buyerKey: string, at: Date): Promise<void> {
  const byCampaign = new Map<string, { campaign: PricedCampaign; packages: number; discount: number; names: string[] }>();
  for (const use of uses) {
    const sum = byCampaign.get(use.campaign.id) ?? { campaign: use.campaign, packages: 0, discount: 0, names: [] };
    sum.packages += use.packages;
    sum.discount += use.discount;
    sum.names.push(use.name);
    byCampaign.set(use.campaign.id, sum);
  }
  for (const { campaign, packages, discount, names } of [...byCampaign.values()].sort((a, b) =>
    a.campaign.id.localeCompare(b.campaign.id),
  )) {
    const [spent] = await tx
      .update(campaigns)
      .set({ spentMinor: sql`${campaigns.spentMinor} + ${discount}` })
      .where(
        and(
          eq(campaigns.id, campaign.id),
          sql`${campaigns.state} = 'live'`,
          lte(campaigns.startsAt, at),
          gt(campaigns.endsAt, at),
          sql`(${campaigns.budgetMinor} is null or ${campaigns.spentMinor} + ${discount} <= ${campaigns.budgetMinor})`,
        ),
      )
      .returning({ id: campaigns.id });
    if (!spent) {
      const [now] = await tx
        .select({ budget: campaigns.budgetMinor, spent: campaigns.spentMinor })
        .from(campaigns)
        .where(eq(campaigns.id, campaign.id));
      const left = now?.budget != null ? Math.max(0, now.budget - now.spent) : null;
      throw new HttpError(
        409,
        left !== null && left > 0
          ? `The "${campaign.name}" deal has only ${formatMoney(left)} of discount left, not enough for ${names.join(', ')}. Buy fewer, or at the regular price once it ends.`
          : `The "${campaign.name}" deal on ${names.join(', ')} has just ended. Your cart now shows the current price; check it and buy again.`,
        { items: ['a deal ended or ran out'] },
      );
    }
    if (campaign.perBuyerCap !== null) {
      const cap = campaign.perBuyerCap;
      const [counted] =
        packages > cap
          ? []
          : await tx
              .insert(campaignBuyers)
              .values({ campaignId: campaign.id, buyerKey, packages })
              .onConflictDoUpdate({
                target: [campaignBuyers.campaignId, campaignBuyers.buyerKey],
                set: { packages: sql`${campaignBuyers.packages} + excluded.packages` },
                setWhere: sql`${campaignBuyers.packages} + excluded.packages <= ${cap}`,
              })
              .returning({ packages: campaignBuyers.packages });
      if (!counted) {
        const [before] = await tx
          .select({ packages: campaignBuyers.packages })
          .from(campaignBuyers)
          .where(and(eq(campaignBuyers.campaignId, campaign.id), eq(campaignBuyers.buyerKey, buyerKey)));
        const left = Math.max(0, cap - (before?.packages ?? 0));
        throw new HttpError(
          409,
          `The "${campaign.name}" deal allows ${cap} packages per buyer; you can buy ${left} more at its price. Lower the quantity of ${names.join(', ')}.`,
          { items: [`at most ${left} more packages at the deal's price`] },
        );
      }
    }
  }
}
