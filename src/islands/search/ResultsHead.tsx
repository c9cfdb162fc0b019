/** Above the results: what was searched, "Save this search", and the sort order. */
import type { Ref } from 'react';
import type { SortOrder } from '../../contracts/products.ts';
import { type SearchState, writeSearchState } from '../../lib/search-params.ts';
import SaveSearch from './SaveSearch.tsx';

const SORTS: { value: SortOrder; label: string }[] = [
  { value: 'relevance', label: 'Best match' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'name', label: 'Name A–Z' },
  { value: 'newest', label: 'Newest' },
];

interface ResultsHeadProps {
  state: SearchState;
  headingRef: Ref<HTMLHeadingElement>;
  onSort: (sort: SortOrder) => void;
}

export function ResultsHead({ state, headingRef, onSort }: ResultsHeadProps) {
  return (
    <div className="results-head">
      <h1 id="results-title" ref={headingRef} tabIndex={-1}>
        {state.q ? <>Results for “{state.q}”</> : 'All products'}
      </h1>
      {/* A new search offers to save it afresh. */}
      <SaveSearch key={writeSearchState({ ...state, page: 1 }).toString()} />
      <label className="sort">
        <span>Sort by</span>
        <select className="input" value={state.sort} onChange={(e) => onSort(e.target.value as SortOrder)}>
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
