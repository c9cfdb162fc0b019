/** The catalog's endpoints: markets and applications, products and producers, storefronts, likes and their numbers. */
import type { GatewayModule } from '../platform/http/module.ts';
import type { TreeService } from './catalog-tree.ts';
import type { CompaniesService } from './company-listings.ts';
import type { Likes } from './likes.ts';
import { likesRoutes } from './likes-routes.ts';
import { marketplaceRoutes } from './marketplace-routes.ts';
import { producerRoutes } from './producer-routes.ts';
import type { Producers } from './producers.ts';
import { productRoutes } from './product-routes.ts';
import type { ProductsService } from './products.ts';
import type { SellerProducts } from './seller-products.ts';
import type { StorefrontStatsService } from './storefront-stats.ts';
import { storefrontStatsRoutes } from './storefront-stats-routes.ts';
import { supplierCatalogRoutes } from './supplier-catalog-routes.ts';
import { technologiesRoutes } from './technologies-routes.ts';

export interface CatalogServices {
  markets: TreeService;
  applications: TreeService;
  products: ProductsService;
  companies: CompaniesService;
  storefrontStats: StorefrontStatsService;
  sellerProducts: SellerProducts;
  likes: Likes;
  producers: Producers;
}

export const catalogModule: GatewayModule<CatalogServices> = {
  name: 'catalog',
  routes: [marketplaceRoutes, technologiesRoutes, supplierCatalogRoutes, productRoutes, likesRoutes, producerRoutes, storefrontStatsRoutes],
};
