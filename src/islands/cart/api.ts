/**
 * The cart page's own gateway call: pricing a signed-out visitor's cart (POST /v1/shoppingcart/price,
 * public). The signed-in cart's calls are the cart store's (src/lib/cart.ts), shared with every page.
 */
import type { z } from 'zod';
import type { cartPriceBody, PricedCart } from '../../contracts/commerce.ts';
import type { Envelope } from '../../contracts/envelope.ts';
import { api } from '../../lib/api-client.ts';
import { queryKey } from '../shared/data/use-query.ts';

export type PriceLines = z.output<typeof cartPriceBody>['items'];

/** One key per set of lines and quantities: a change of either is priced again. */
export const cartPriceKey = (items: PriceLines) =>
  queryKey('cart:price', { lines: items.map((i) => `${i.packageId}x${i.quantity}`).join(',') });

export async function priceCart(items: PriceLines, signal: AbortSignal): Promise<PricedCart> {
  return (await api<Envelope<PricedCart>>('/v1/shoppingcart/price', { method: 'POST', body: { items }, signal })).data;
}
