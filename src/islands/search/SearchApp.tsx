/**
 * The search page island: filters in the address, results from POST /api/v2/marketplace/products.
 * Back and forward restore earlier searches; every state (loading, empty, error) is shown.
 */
import { useRef } from 'react';
import { readSearchState, writeSearchState } from '../../lib/search-params.ts';
import { Pager } from '../shared/ui/Pager.tsx';
import { useCatalogTrees } from '../shared/data/use-catalog-trees.ts';
import { useQuery } from '../shared/data/use-query.ts';
import '../shared/ui/forms.css';
import { withErrorBoundary } from '../shared/ui/with-error-boundary.tsx';
import { loadResults, resultsKey } from './api.ts';
import { Results } from './Results.tsx';
import { ResultsHead } from './ResultsHead.tsx';
import { SearchBar } from './SearchBar.tsx';
import { type FilterOptions, SearchFilters } from './SearchFilters.tsx';
import './search.css';
import { useSearchState } from './use-search-state.ts';

function SearchApp({ options }: { options: FilterOptions }) {
  const { state, update, addressKnown } = useSearchState();
  const trees = useCatalogTrees(options.trees);
  // One search on load, for the address's filters, once the address is known.
  const query = useQuery(addressKnown ? resultsKey(state) : null, loadResults(state));
  const results = { ...query, loading: query.loading || (query.data === undefined && query.error === null) };
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasFilters = Boolean(writeSearchState({ ...state, page: 1, sort: 'relevance' }).toString());
  const totalPages = results.error ? 0 : (results.data?.totalPages ?? 0);

  return (
    <div className="search-app">
      <SearchBar key={state.q} q={state.q} onSearch={(q) => update({ q })} />
      <div className="search-layout">
        <SearchFilters state={state} options={options} trees={trees} onChange={update} />
        <section aria-labelledby="results-title" aria-busy={results.loading}>
          <ResultsHead state={state} headingRef={headingRef} onSort={(sort) => update({ sort })} />
          <Results results={results} onClearFilters={hasFilters ? () => update(readSearchState(new URLSearchParams())) : null} />
          <Pager
            label="Result pages"
            page={state.page}
            totalPages={totalPages}
            numbered
            onPage={(n) => {
              update({ page: n });
              headingRef.current?.focus();
            }}
          />
        </section>
      </div>
    </div>
  );
}

export default withErrorBoundary(SearchApp);
