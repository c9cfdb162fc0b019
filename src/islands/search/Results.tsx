/** The results of one search: how many, the product cards, and what to do when there are none. */
import { ProductCard } from '../../components/ProductCard.tsx';
import type { PagedEnvelope } from '../../contracts/envelope.ts';
import { formatNumber } from '../../contracts/format.ts';
import type { ProductSummary } from '../../contracts/products.ts';
import { QueryStatus } from '../shared/ui/QueryStatus.tsx';
import type { Query } from '../shared/data/use-query.ts';

interface ResultsProps {
  results: Query<PagedEnvelope<ProductSummary>>;
  /** Offered when nothing matches and some filter is set. */
  onClearFilters: (() => void) | null;
}

export function Results({ results, onClearFilters }: ResultsProps) {
  // After a failure the previous search's products would answer the wrong question: none are shown.
  const page = results.error ? undefined : results.data;
  return (
    <>
      <p className="muted small" role="status">
        {results.loading ? 'Searching…' : page ? `${formatNumber(page.totalRecords)} products found` : ''}
      </p>
      {results.error && <QueryStatus query={{ ...results, data: undefined, loading: false }} what="the results" />}
      {!results.loading && page?.totalRecords === 0 && (
        <div className="card notice">
          <h2>No products match</h2>
          <p className="muted">Check the spelling, try a synonym or the CAS number, or remove a filter.</p>
          {onClearFilters && (
            <button className="button secondary" type="button" onClick={onClearFilters}>
              Clear all filters
            </button>
          )}
        </div>
      )}
      {!page && results.loading && (
        <div className="grid grid-cards" aria-hidden="true">
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
            <div key={i} className="card skeleton" />
          ))}
        </div>
      )}
      {page && page.data.length > 0 && (
        <>
          <h2 className="visually-hidden">Products</h2>
          <div className={`grid grid-cards${results.loading ? ' stale' : ''}`}>
            {page.data.map((product, i) => (
              <ProductCard key={product.id} product={product} lazy={i > 3} />
            ))}
          </div>
        </>
      )}
    </>
  );
}
