/** Search: the marketplace's product search and people's saved searches; the index is built as the gateway starts. */
import type { GatewayModule } from '../platform/http/module.ts';
import { marketplaceSearchRoutes } from './marketplace-search-routes.ts';
import type { ProductSearchService } from './product-search.ts';
import type { SavedSearches } from './saved-searches.ts';
import { savedSearchesRoutes } from './saved-searches-routes.ts';

export const searchModule: GatewayModule<{ searchProducts: ProductSearchService; savedSearches: SavedSearches }> = {
  name: 'search',
  routes: [marketplaceSearchRoutes, savedSearchesRoutes],
  // The search index is built while the gateway starts serving, so the first search rarely waits for it.
  onReady: async ({ services }) => services.searchProducts.warm(),
};
