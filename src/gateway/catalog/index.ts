/**
 * The catalog's public entry: what the rest of the gateway may use of it (docs/decisions/028-gateway-floor-plan.md).
 * Markets and applications, products and their details, producers, storefronts, likes, campaign prices as the public sees them.
 */
export { bestSale, type PricedCampaign, runningCampaigns } from './campaign-prices.ts';
export { createApplicationsService, createMarketsService, type TreeService } from './catalog-tree.ts';
export { bumpCatalogVersion, currentCatalogVersion, recordCompanyChange, versionedCache } from './catalog-version.ts';
export { createCompaniesService } from './company-listings.ts';
export { createLikes } from './likes.ts';
export { catalogModule } from './module.ts';
export { createProducers } from './producers.ts';
export { loadProductDetails } from './product-details.ts';
export { selectSummaries, toSummary } from './product-rows.ts';
export { createProductsService } from './products.ts';
export { createSellerProducts } from './seller-products.ts';
export { createStorefrontStats } from './storefront-stats.ts';
