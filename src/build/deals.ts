/**
 * The home page's Deals strip: products a running campaign lowers, deepest discount first.
 *
 * Read from the exported catalog the build already holds (docs/decisions/002), not from
 * GET /v1/marketplace/deals: it costs no request and a few milliseconds over 100000 products, and
 * the strip is built from the same snapshot as the product pages it links to, so a deal on the home
 * page never disagrees with its own product page.
 */
import type { ProductSummary } from '../contracts/products.ts';
import { fromPrice } from '../lib/sale-price.ts';

/** What the strip reads of a product: a product's detail, or the outline a partial build keeps. */
type Priced = Pick<ProductSummary, 'id' | 'priceFromMinor' | 'salePriceFromMinor' | 'saleEndsAt'>;

/** How much a product's "from" price is lowered, as a share of its list price (0 when only larger packages are). */
function depth(product: Priced): number {
  const { fromMinor, listMinor } = fromPrice(product);
  return fromMinor !== null && listMinor ? (listMinor - fromMinor) / listMinor : 0;
}

export function dealProducts<T extends Priced>(products: readonly T[], n = 4): T[] {
  return products
    .filter((p) => p.salePriceFromMinor !== null)
    .map((product) => ({ product, depth: depth(product), endsAt: Date.parse(product.saleEndsAt ?? '') || Infinity }))
    .sort((a, b) => b.depth - a.depth || a.endsAt - b.endsAt || a.product.id - b.product.id)
    .slice(0, n)
    .map((deal) => deal.product);
}
