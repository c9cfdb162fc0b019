/**
 * A product in the search island's results: the same markup as the static pages' cards
 * (product-card-html.ts), which hold no state of their own.
 */
import type { ProductSummary } from '../contracts/products.ts';
import { productCardHtml, type ProductCardOptions } from './product-card-html.ts';
import './product-card.css';
import './sale-price.css';

export function ProductCard({ product, ...options }: { product: ProductSummary } & ProductCardOptions) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: productCardHtml escapes every value; one string serves the static pages and this island alike (decision 010)
  return <article className="product-card card" dangerouslySetInnerHTML={{ __html: productCardHtml(product, options) }} />;
}
