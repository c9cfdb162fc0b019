/**
 * The search page island: filters in the address, results from POST /api/v2/marketplace/products.
 * Back and forward restore earlier searches; every state (loading, empty, error) is shown.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { PagedEnvelope } from '../../contracts/envelope.ts';
import type { ProductSummary, SortOrder } from '../../contracts/products.ts';
import { ProductCard } from '../../components/ProductCard.tsx';
import { api, errorMessage } from '../../lib/api-client.ts';
import { formatNumber } from '../../contracts/format.ts';
import { readSearchState, toSearchFilters, writeSearchState, type SearchState } from '../../lib/search-params.ts';
import { SearchFilters, type FilterOptions } from './SearchFilters.tsx';
import { Pagination } from './Pagination.tsx';
import SaveSearch from './SaveSearch.tsx';
import './search.css';
import { withErrorBoundary } from '../error/with-error-boundary.tsx';

type Result =
  | { status: 'loading'; previous?: PagedEnvelope<ProductSummary> }
  | { status: 'done'; page: PagedEnvelope<ProductSummary> }
  | { status: 'error'; message: string };

const SORTS: { value: SortOrder; label: string }[] = [
  { value: 'relevance', label: 'Best match' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'name', label: 'Name A–Z' },
  { value: 'newest', label: 'Newest' },
];

function SearchApp({ options }: { options: FilterOptions }) {
  const [state, setState] = useState<SearchState>(() => readSearchState(new URLSearchParams(globalThis.location?.search ?? '')));
  const [result, setResult] = useState<Result>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const onPop = () => setState(readSearchState(new URLSearchParams(location.search)));
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setResult((r) => ({ status: 'loading', previous: r.status === 'done' ? r.page : undefined }));
    api<PagedEnvelope<ProductSummary>>('/v2/marketplace/products', {
      method: 'POST', body: toSearchFilters(state), signal: controller.signal,
    }).then(
      (page) => setResult({ status: 'done', page }),
      (error) => { if (!controller.signal.aborted) setResult({ status: 'error', message: errorMessage(error) }); },
    );
    return () => controller.abort();
  }, [state, attempt]);

  /** Applies a change: new filters start again at page 1, and the address follows. */
  const update = useCallback((change: Partial<SearchState>) => {
    setState((current) => {
      const next = { ...current, page: 1, ...change };
      const query = writeSearchState(next).toString();
      history.pushState(null, '', query ? `?${query}` : location.pathname);
      return next;
    });
  }, []);

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim() });
  };

  const page = result.status === 'done' ? result.page : result.status === 'loading' ? result.previous : undefined;
  const hasFilters = Boolean(writeSearchState({ ...state, page: 1, sort: 'relevance' }).toString());

  return (
    <div className="search-app">
      <form className="search-bar" role="search" onSubmit={onSearch}>
        <label className="visually-hidden" htmlFor="search-q">Search products</label>
        <input id="search-q" key={state.q} className="input" type="search" name="q" defaultValue={state.q}
          placeholder="Product name, synonym or CAS number" />
        <button className="button" type="submit">Search</button>
      </form>
      <div className="search-layout">
        <SearchFilters state={state} options={options} onChange={update} />
        <section aria-labelledby="results-title" aria-busy={result.status === 'loading'}>
          <div className="results-head">
            <h1 id="results-title" ref={headingRef} tabIndex={-1}>
              {state.q ? <>Results for “{state.q}”</> : 'All products'}
            </h1>
            <SaveSearch key={writeSearchState({ ...state, page: 1 }).toString()} />
            <label className="sort">
              <span>Sort by</span>
              <select className="input" value={state.sort} onChange={(e) => update({ sort: e.target.value as SortOrder })}>
                {SORTS.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
              </select>
            </label>
          </div>
          <p className="muted small" role="status">
            {result.status === 'loading' && 'Searching…'}
            {result.status === 'done' && `${formatNumber(result.page.totalRecords)} products found`}
          </p>
          {result.status === 'error' && (
            <div className="card notice" role="alert">
              <p>We could not load the results: {result.message}</p>
              <button className="button secondary" type="button" onClick={() => setAttempt((n) => n + 1)}>Try again</button>
            </div>
          )}
          {result.status === 'done' && result.page.totalRecords === 0 && (
            <div className="card notice">
              <h2>No products match</h2>
              <p className="muted">Check the spelling, try a synonym or the CAS number, or remove a filter.</p>
              {hasFilters && <button className="button secondary" type="button" onClick={() => update({ ...readSearchState(new URLSearchParams()) })}>Clear all filters</button>}
            </div>
          )}
          {!page && result.status === 'loading' && (
            <div className="grid grid-cards" aria-hidden="true">
              {Array.from({ length: 8 }, (_, i) => <div key={i} className="card skeleton" />)}
            </div>
          )}
          {page && page.data.length > 0 && <h2 className="visually-hidden">Products</h2>}
          {page && page.data.length > 0 && (
            <div className={`grid grid-cards${result.status === 'loading' ? ' stale' : ''}`}>
              {page.data.map((product, i) => <ProductCard key={product.id} product={product} lazy={i > 3} />)}
            </div>
          )}
          {page && page.totalPages > 1 && (
            <Pagination page={state.page} totalPages={page.totalPages} onPage={(n) => {
              update({ page: n });
              headingRef.current?.focus();
            }} />
          )}
        </section>
      </div>
    </div>
  );
}

export default withErrorBoundary(SearchApp);
