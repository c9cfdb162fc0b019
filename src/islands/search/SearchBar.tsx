/**
 * The search box above the results: a product name, synonym or CAS number. It sends nothing to the
 * gateway: it changes the address (the search state), so it is a plain input, not a gateway form.
 */
import { useState } from 'react';

/** Keyed by the search in the address by its owner, so Back shows the words of that search. */
export function SearchBar({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [words, setWords] = useState(q);
  return (
    <form
      className="search-bar"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(words.trim());
      }}
    >
      <label className="visually-hidden" htmlFor="search-q">
        Search products
      </label>
      <input
        id="search-q"
        name="q"
        className="input"
        type="search"
        placeholder="Product name, synonym or CAS number"
        value={words}
        onChange={(event) => setWords(event.target.value)}
      />
      <button className="button" type="submit">
        Search
      </button>
    </form>
  );
}
