/** How a campaign's discount and dates read, the same in the list, the form and the campaign's page. */
import type { CampaignView, DiscountKind } from '../../../../contracts/campaigns.ts';
import { formatMoney } from '../../../../contracts/money.ts';

/** "10 % off", "12.5 % off" or "₦5,000.00 off a package". */
export function discountText({ discountKind, discountValue }: { discountKind: DiscountKind; discountValue: number }): string {
  return discountKind === 'percent' ? `${discountValue / 100} % off` : `${formatMoney(discountValue)} off a package`;
}

/** The share of the budget spent, 0 to 100; null without a budget. */
export function spentShare(campaign: Pick<CampaignView, 'budgetMinor' | 'spentMinor'>): number | null {
  if (!campaign.budgetMinor) return null;
  return Math.min(100, Math.round((campaign.spentMinor / campaign.budgetMinor) * 100));
}

const rangeFormats = new Map<string, Intl.DateTimeFormat>();

/** "24 Nov – 8 Dec 2026": a campaign's days, the year once when both share it, in the account's time zone. */
export function periodText(startsAt: string, endsAt: string, timeZone: string): string {
  let format = rangeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone });
    rangeFormats.set(timeZone, format);
  }
  return format.formatRange(new Date(startsAt), new Date(endsAt));
}
