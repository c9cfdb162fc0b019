/**
 * The orders a seller's product list can be sorted in, without the schemas: seller-products.ts
 * builds its query from them, and the products list reads them from here without loading zod.
 */
export const SELLER_SORT_ORDERS = ['updated', 'newest', 'oldest', 'name', 'price-asc', 'price-desc'] as const;
