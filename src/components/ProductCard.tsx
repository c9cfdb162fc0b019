/**
 * A product in a list. Rendered to static HTML by the catalog pages and live by the search island,
 * so both show the same card.
 */
import type { ProductSummary } from '../contracts/products.ts';
import { countryName, formatMoney } from '../lib/format.ts';
import { PRODUCT_CARD_SIZES, PRODUCT_IMAGE, responsiveImage } from '../lib/images.ts';
import './product-card.css';

/**
 * `lazy`: false for cards in the first screenful; `priority`: the page's largest picture above the
 * fold (fetched first).
 */
export function ProductCard({ product, lazy = true, priority = false }: { product: ProductSummary; lazy?: boolean; priority?: boolean }) {
  const image = product.imageUrl ? responsiveImage(product.imageUrl, { ...PRODUCT_IMAGE, sizes: PRODUCT_CARD_SIZES }) : null;
  return (
    <article className="product-card card">
      {image && (
        <img src={image.src} srcSet={image.srcset} sizes={image.sizes} alt="" width={image.width} height={image.height}
          loading={lazy && !priority ? 'lazy' : 'eager'} fetchPriority={priority ? 'high' : undefined} decoding="async" />
      )}
      <div className="product-card-body">
        <h3>
          <a href={product.url}>{product.name}</a>
        </h3>
        <p className="product-card-meta">
          <span>{product.grade}</span>
          {product.casNumber && <span>CAS {product.casNumber}</span>}
          <span>{product.physicalForm}</span>
        </p>
        <p className="product-card-price">
          {product.priceFromMinor === null ? 'Price on request' : (
            <>
              <span className="muted small">from </span>
              {formatMoney(product.priceFromMinor, product.currency)}
            </>
          )}
        </p>
        <p className="product-card-supplier small">
          {product.supplier.name}
          {product.supplier.verified && <span className="badge verified">Verified</span>}
          <span className="muted"> · {countryName(product.supplier.country)}</span>
        </p>
      </div>
    </article>
  );
}
