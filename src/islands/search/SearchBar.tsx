/** The search box above the results: a product name, synonym or CAS number. */
import { useGatewayForm } from '../shared/use-gateway-form.ts';
import { searchBarForm } from './api.ts';

/** Keyed by the search in the address by its owner, so Back shows the words of that search. */
export function SearchBar({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { form } = useGatewayForm(searchBarForm, { q });
  return (
    <form className="search-bar" role="search" onSubmit={form.handleSubmit((values) => onSearch(values.q))}>
      <label className="visually-hidden" htmlFor="search-q">
        Search products
      </label>
      <input id="search-q" className="input" type="search" placeholder="Product name, synonym or CAS number" {...form.register('q')} />
      <button className="button" type="submit">
        Search
      </button>
    </form>
  );
}
