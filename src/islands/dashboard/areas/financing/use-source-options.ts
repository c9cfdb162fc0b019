/**
 * What a procurement request can point at, as choices: the buyer's quotes a supplier answered and
 * orders not paid yet, each named the way the buyer knows it (product or order number, supplier, total).
 */
import { formatMoney } from '../../../../contracts/money.ts';
import { useQuery } from '../../../shared/data/use-query.ts';
import { loadFinanceableQuotes, loadUnpaidOrders, sourcesKey } from './api.ts';

export interface SourceOption {
  id: string;
  label: string;
}

export function useSourceOptions(source: string) {
  const quotes = useQuery(source === 'quote' ? sourcesKey('quote') : null, loadFinanceableQuotes);
  const orders = useQuery(source === 'order' ? sourcesKey('order') : null, loadUnpaidOrders);
  if (source === 'quote') {
    const options: SourceOption[] | undefined = quotes.data?.map((q) => ({
      id: q.id,
      label: `${q.product.name} × ${q.quantity} · ${q.supplier.name}${q.quotedTotalMinor !== null ? ` · ${formatMoney(q.quotedTotalMinor, q.currency)}` : ''}`,
    }));
    return { query: quotes, options };
  }
  const options: SourceOption[] | undefined = orders.data?.map((o) => ({
    id: o.id,
    label: `${o.number} · ${o.supplier.name} · ${formatMoney(o.totalMinor, o.currency)}`,
  }));
  return { query: orders, options };
}
