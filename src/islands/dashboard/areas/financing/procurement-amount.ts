/**
 * What a procurement request would finance, known at its first step rather than at submission:
 * the cart as the gateway prices it now (its buyable lines), or the chosen quote's or order's
 * total, against the bounds the gateway gives (eligibility). The words and the rules are the
 * contract's (financedCart, amountOutOfBounds, CART_EMPTY), the same the gateway answers with when
 * it checks again at submission.
 */
import { amountOutOfBounds, CART_EMPTY, financedCart } from '../../../../contracts/financing.ts';
import { loadServerCart } from '../../../../lib/cart.ts';
import { loadEligibility, loadFinanceableQuotes, loadUnpaidOrders } from './api.ts';

export interface ProcurementAmount {
  /** What is financed, in kobo; null when nothing is chosen yet. */
  amount: number | null;
  /** Why it cannot be financed, on the field that says what is financed; null when it can (or nothing is chosen). */
  problem: { field: 'source' | 'sourceId'; message: string } | null;
}

export async function procurementAmount(source: string, sourceId: string, signal: AbortSignal): Promise<ProcurementAmount> {
  let amount: number | null = null;
  if (source === 'cart') {
    const cart = await loadServerCart();
    const financed = financedCart(cart?.lines ?? []);
    if (!financed.lines.length) return { amount: 0, problem: { field: 'source', message: CART_EMPTY } };
    amount = financed.amount;
  } else if (source === 'quote' && sourceId) {
    amount = (await loadFinanceableQuotes(signal)).find((q) => q.id === sourceId)?.quotedTotalMinor ?? null;
  } else if (source === 'order' && sourceId) {
    amount = (await loadUnpaidOrders(signal)).find((o) => o.id === sourceId)?.totalMinor ?? null;
  }
  if (amount === null) return { amount, problem: null };
  const message = amountOutOfBounds(amount, await loadEligibility(signal));
  return { amount, problem: message ? { field: source === 'cart' ? 'source' : 'sourceId', message: `It ${message}.` } : null };
}
