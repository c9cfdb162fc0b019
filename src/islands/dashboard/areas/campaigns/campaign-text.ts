/** How a campaign's discount and dates read, the same in the list, the form and the campaign's page. */
import type { CampaignView, DiscountKind } from '../../../../contracts/campaigns.ts';
import { formatMoney } from '../../../../contracts/money.ts';

/** "10 % off", "12.5 % off" or "₦5,000 off a package". */
export function discountText({ discountKind, discountValue }: { discountKind: DiscountKind; discountValue: number }): string {
  return discountKind === 'percent' ? `${discountValue / 100} % off` : `${formatMoney(discountValue)} off a package`;
}

/** The share of the budget spent, 0 to 100; null without a budget. */
export function spentShare(campaign: Pick<CampaignView, 'budgetMinor' | 'spentMinor'>): number | null {
  if (!campaign.budgetMinor) return null;
  return Math.min(100, Math.round((campaign.spentMinor / campaign.budgetMinor) * 100));
}
