/**
 * A product in a list. Rendered to static HTML by the catalog pages and live by the search island,
 * so both show the same card.
 */
import type { ProductSummary } from '../contracts/products.ts';
import { countryName, formatMoney } from '../lib/format.ts';
import './product-card.css';

export function ProductCard({ product, lazy = true }: { product: ProductSummary; lazy?: boolean }) {
  return (
    <article className="product-card card">
      {product.imageUrl && (
        <img src={product.imageUrl} alt="" width={640} height={480} loading={lazy ? 'lazy' : 'eager'} decoding="async" />
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
