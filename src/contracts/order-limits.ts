/** How large a cart, a purchase and one line may be; commerce.ts and delivery.ts both take them from here. */

/** At most this many distinct packages in one cart or one purchase. */
export const CART_LINE_LIMIT = 50;
/** At most this many packages of one kind in one line. */
export const QUANTITY_MAX = 100_000;
