/**
 * The order pages keep their view in the address: `status`, `q` (search), `page` and `order` (the
 * one open). Notification links open an order by `?order={id}`, Back and Forward move between the
 * list and an order, and a copied address shows the same thing.
 */
import { isOrderStatus, type OrderStatusName } from '../../../../contracts/order-list-params.ts';
import { pageParam, type UrlView } from '../../../shared/data/use-url-state.ts';

export type OrdersView = {
  status: OrderStatusName | null;
  q: string;
  page: number;
  order: string | null;
};

export const ORDERS_VIEW: UrlView<OrdersView> = {
  // Keys in this order, so addresses read ?status=…&q=…&page=…&order=… as they always did.
  read: (params) => {
    const status = params.get('status');
    return {
      status: isOrderStatus(status) ? status : null,
      q: params.get('q')?.trim() ?? '',
      page: pageParam(params),
      order: params.get('order') || null,
    };
  },
  defaults: { status: null, q: '', page: 1, order: null },
};
