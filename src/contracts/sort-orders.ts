/**
 * The orders a product search can ask for. A module of its own, without the request schemas, so
 * the search page's script reads the list without loading the validation library.
 */
export const sortOrders = ['relevance', 'price-asc', 'price-desc', 'name', 'newest'] as const;
export type SortOrder = (typeof sortOrders)[number];
