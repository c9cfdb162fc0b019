/**
 * A price a campaign lowers, as markup for the static pages and the product cards: the price to
 * pay, then the list price struck through. A screen reader does not announce <del>, so the struck
 * price says "was" in words ("₦90,000.00 was ₦100,000.00"). Its look is sale-price.css, which the
 * components that use it import.
 */
import { formatMoney } from '../contracts/money.ts';
import { escapeHtml } from './escape-html.ts';

export function salePriceHtml(priceMinor: number, listMinor: number, currency: string, tag: 'span' | 'strong' = 'span'): string {
  return (
    `<${tag} class="sale-price">${escapeHtml(formatMoney(priceMinor, currency))}</${tag}> ` +
    `<del class="list-price"><span class="visually-hidden">was </span>${escapeHtml(formatMoney(listMinor, currency))}</del>`
  );
}

/** The "Deal" badge and the campaign's last day: "Deal until 30 Nov 2026", with the campaign's name when given. */
export function dealNoteHtml(until: string, campaignName?: string): string {
  const name = campaignName ? `${escapeHtml(campaignName)}, ` : '';
  return `<span class="badge deal">Deal</span> ${name}${escapeHtml(until)}`;
}
