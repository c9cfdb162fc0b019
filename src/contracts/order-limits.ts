/**
 * How large a cart, a purchase and one line may be, and how much an end-use declaration must say;
 * commerce.ts and delivery.ts take them from here, and the checkout island without their schemas.
 */

/** At most this many distinct packages in one cart or one purchase. */
export const CART_LINE_LIMIT = 50;
/** At most this many packages of one kind in one line. */
export const QUANTITY_MAX = 100_000;

/** The fewest characters an end-use declaration says what restricted goods are for in. */
export const END_USE_MIN = 30;
