/**
 * What a procurement request would finance, known at its first step rather than at submission:
 * the gateway prices the cart, the quote or the order as submission will (goods, delivery and VAT)
 * and says why it could not be financed, in the words it answers with when it checks again.
 */
import type { FinancingAmount } from '../../../../contracts/financing.ts';
import { loadFinancingAmount } from './api.ts';

export type ProcurementAmount = FinancingAmount;

export function procurementAmount(source: string, sourceId: string, signal: AbortSignal): Promise<ProcurementAmount> {
  if (source !== 'cart' && !((source === 'quote' || source === 'order') && sourceId))
    return Promise.resolve({ amount: null, problem: null });
  return loadFinancingAmount({ source, ...(source === 'cart' ? {} : { sourceId }) }, signal);
}
