/**
 * What a campaign (sale) price shows wherever a buyer meets one: the price to pay, the list price
 * it replaces, and the last day it holds. One reading for the static pages, their JSON-LD, the
 * search island's cards and the cart, so a deal never reads differently from one place to another.
 */
import { formatDate } from '../contracts/format.ts';
import type { SaleInfo } from '../contracts/campaigns.ts';
import type { ProductPackage, ProductSummary } from '../contracts/products.ts';

/**
 * The marketplace's time zone, as MARKET_TIME_ZONE in contracts/requests.ts: campaign ends are read
 * in it. Not imported from there, which would bring zod into the cart and search islands.
 */
const MARKET_TIME_ZONE = 'Africa/Lagos';

/** "yyyy-MM-dd" in Lagos; made on first use (only the build asks for it), not when an island loads. */
let dayFormat: Intl.DateTimeFormat | undefined;

/**
 * The last moment a campaign's price holds: a campaign that ends at midnight runs until the day
 * before, not "until" the day it no longer runs. Null for an end that is not a date.
 */
function lastMoment(endsAt: string): Date | null {
  const end = Date.parse(endsAt);
  return Number.isNaN(end) ? null : new Date(end - 1);
}

/** "until 30 Nov 2026": the last day in Lagos on which the price holds; '' for an end that is not a date. */
export function saleUntil(endsAt: string): string {
  const last = lastMoment(endsAt);
  return last ? `until ${formatDate(last.toISOString(), MARKET_TIME_ZONE)}` : '';
}

/** "2026-11-30": that day as schema.org's priceValidUntil takes it; null for an end that is not a date. */
export function saleLastDay(endsAt: string): string | null {
  const last = lastMoment(endsAt);
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: MARKET_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return last ? dayFormat.format(last) : null;
}

/** What a package costs now, and what to strike through while a campaign lowers it. */
export interface PackagePrice {
  priceMinor: number;
  /** The package's own price and when the campaign ends; null when no campaign lowers it. */
  lowered: { listMinor: number; endsAt: string } | null;
}

export function packagePrice(pkg: Pick<ProductPackage, 'priceMinor' | 'sale'>): PackagePrice {
  // A campaign whose floor keeps the price where it was lowers nothing: nothing to strike through.
  return pkg.sale && pkg.sale.priceMinor < pkg.priceMinor
    ? { priceMinor: pkg.sale.priceMinor, lowered: { listMinor: pkg.priceMinor, endsAt: pkg.sale.endsAt } }
    : { priceMinor: pkg.priceMinor, lowered: null };
}

/** A product's "from" price: its lowest price now, with its lowest list price struck through when a campaign lowers it. */
export interface FromPrice {
  /** Null: price on request (no packages). */
  fromMinor: number | null;
  listMinor: number | null;
  /** A campaign runs on some package (the "Deal" badge), and when the one with the lowest price ends. */
  endsAt: string | null;
}

export function fromPrice(product: Pick<ProductSummary, 'priceFromMinor' | 'salePriceFromMinor' | 'saleEndsAt'>): FromPrice {
  const { priceFromMinor: list, salePriceFromMinor: sale, saleEndsAt: endsAt } = product;
  if (sale === null) return { fromMinor: list, listMinor: null, endsAt: null };
  // A campaign may lower only the larger packages: then the lowest price is still a list price,
  // and striking it through would claim a discount that is not there.
  if (list !== null && list <= sale) return { fromMinor: list, listMinor: null, endsAt };
  return { fromMinor: sale, listMinor: list, endsAt };
}

/** The campaign that gives a product its lowest sale price (its name and end are shown with the "from" price). */
export function lowestSale(packages: readonly Pick<ProductPackage, 'priceMinor' | 'sale'>[]): SaleInfo | null {
  let lowest: SaleInfo | null = null;
  for (const { sale, priceMinor } of packages) {
    if (sale && sale.priceMinor < priceMinor && (!lowest || sale.priceMinor < lowest.priceMinor)) lowest = sale;
  }
  return lowest;
}
