/** The list's search box and sort order; both change the address, so a search can be shared and undone with Back. */
import { useState } from 'react';
import { SELLER_SORT_ORDERS } from '../../../../contracts/seller-sort-orders.ts';
import type { SortOrder } from './api.ts';
import { SORT_LABELS } from './list-view.ts';

interface ProductsToolsProps {
  q: string;
  sort: SortOrder;
  onSearch: (q: string) => void;
  onSort: (sort: SortOrder) => void;
}

export function ProductsTools({ q, sort, onSearch, onSort }: ProductsToolsProps) {
  // What is typed; a new search from the address (Back, a link) starts it again (the owner keys this on `q`).
  const [text, setText] = useState(q);
  return (
    <div className="products-tools">
      <form
        className="field"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <label htmlFor="products-search">Search your products</label>
        <div className="rename-row">
          <input
            id="products-search"
            type="search"
            className="input"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Name, CAS number, grade or synonym"
            maxLength={200}
          />
          <button type="submit" className="button secondary">
            Search
          </button>
        </div>
      </form>
      <div className="field narrow">
        <label htmlFor="products-sort">Sort by</label>
        <select id="products-sort" className="input" value={sort} onChange={(e) => onSort(e.target.value as SortOrder)}>
          {SELLER_SORT_ORDERS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
