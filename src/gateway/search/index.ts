/**
 * Search's public entry: the marketplace's product search (an in-memory index) and saved searches.
 */
export { searchModule } from './module.ts';
export { createProductSearch } from './product-search.ts';
export { createSavedSearches } from './saved-searches.ts';
