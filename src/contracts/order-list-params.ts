/**
 * What an order list is asked by: the statuses an order moves through and the longest search.
 * commerce.ts builds its schemas from them; the order lists read them from here, so their first
 * screen does not load the schemas (zod) to show a list.
 */
export const ORDER_STATUSES = ['placed', 'accepted', 'shipped', 'delivered', 'cancelled'] as const;

export type OrderStatusName = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatusName {
  return (ORDER_STATUSES as readonly unknown[]).includes(value);
}

/** The longest search an order list takes (an order number or part of a product's name). */
export const ORDER_SEARCH_MAX = 100;
