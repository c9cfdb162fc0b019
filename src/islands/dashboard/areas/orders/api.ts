/**
 * Every gateway call of the order pages, for both sides: the buyer's orders under
 * /v1/procurement/orders, the seller's under /v1/storefront/orders (spec §7), with their query keys.
 */
import type { z } from 'zod';
import type { cancelOrderBody, Order, OrderStatusName, ordersQuery, shipOrderBody } from '../../../../contracts/commerce.ts';
import type { Envelope, PagedEnvelope } from '../../../../contracts/envelope.ts';
import { api } from '../../../../lib/api-client.ts';
import { queryKey } from '../../../shared/data/use-query.ts';

export type SideKind = 'buyer' | 'seller';

/** As the gateway lists them in `order.actions` (decision 009). */
export type OrderActionName = 'accept' | 'confirm-payment' | 'ship' | 'deliver' | 'cancel';

const BASE: Record<SideKind, string> = {
  buyer: '/v1/procurement/orders',
  seller: '/v1/storefront/orders',
};

/** Each action's path below the side's base, before `/{id}`; the buyer cancels by the spec's "setascancelled". */
const ACTION_PATH: Record<SideKind, Partial<Record<OrderActionName, string>>> = {
  buyer: { deliver: 'delivered', cancel: 'setascancelled' },
  seller: { accept: 'accept', 'confirm-payment': 'confirm-payment', ship: 'ship', deliver: 'delivered', cancel: 'cancel' },
};

export const ORDERS_PAGE_SIZE = 10;

export interface OrdersFilter {
  status: OrderStatusName | null;
  q: string;
  page: number;
}

export const ordersKey = (side: SideKind, { status, q, page }: OrdersFilter) => queryKey(ordersPrefix(side), { status, q, page });
export const orderKey = (side: SideKind, id: string) => queryKey(`order:${side}`, { id });

export function fetchOrders(side: SideKind, { status, q, page }: OrdersFilter, signal: AbortSignal): Promise<PagedEnvelope<Order>> {
  const query: z.output<typeof ordersQuery> = {
    PageNumber: page,
    PageSize: ORDERS_PAGE_SIZE,
    ...(status ? { Status: status } : {}),
    ...(q ? { Search: q } : {}),
  };
  return api<PagedEnvelope<Order>>(BASE[side], { query, signal });
}

export async function fetchOrder(side: SideKind, id: string, signal: AbortSignal): Promise<Order> {
  return (await api<Envelope<Order>>(`${BASE[side]}/${encodeURIComponent(id)}`, { signal })).data;
}

/** The words some actions carry: a reason to cancel, a tracking note to ship. */
export type OrderActionBody = z.input<typeof cancelOrderBody> | z.input<typeof shipOrderBody>;

/** Sends an action; the gateway answers with the order as it is now (409 when someone moved it first). */
export function sendOrderAction(side: SideKind, action: OrderActionName, id: string, body?: OrderActionBody): Promise<Envelope<Order>> {
  return api<Envelope<Order>>(`${BASE[side]}/${ACTION_PATH[side][action]}/${encodeURIComponent(id)}`, {
    method: 'POST',
    ...(body ? { body } : {}),
  });
}

/** The body of an action that carries words, under the field the gateway reads them from. */
export function noteBody(field: 'reason' | 'trackingNote', text: string): OrderActionBody {
  return field === 'reason' ? { reason: text } : { trackingNote: text };
}

/** The prefix of every list key of a side: after an action, each cached page of it is stale. */
export const ordersPrefix = (side: SideKind) => `orders:${side}`;
