/**
 * The price range of the search filters, in whole naira, applied with its own button. Like the
 * search box it only changes the address; src/lib/search-params.ts reads the amounts (and drops
 * what is not one).
 */
import { useState } from 'react';

interface PriceFilterProps {
  min: string;
  max: string;
  onApply: (range: { min: string; max: string }) => void;
}

/** Keyed by the range in the address by its owner, so Back shows that range. */
export function PriceFilter({ min, max, onApply }: PriceFilterProps) {
  const [range, setRange] = useState({ min, max });
  return (
    <form
      className="price"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ min: range.min.trim(), max: range.max.trim() });
      }}
    >
      <fieldset>
        <legend>Price from (₦)</legend>
        <div className="price-row">
          <label className="visually-hidden" htmlFor="f-min">
            Minimum price in naira
          </label>
          <input
            id="f-min"
            name="min"
            className="input"
            inputMode="numeric"
            placeholder="Min"
            value={range.min}
            onChange={(event) => setRange((r) => ({ ...r, min: event.target.value }))}
          />
          <label className="visually-hidden" htmlFor="f-max">
            Maximum price in naira
          </label>
          <input
            id="f-max"
            name="max"
            className="input"
            inputMode="numeric"
            placeholder="Max"
            value={range.max}
            onChange={(event) => setRange((r) => ({ ...r, max: event.target.value }))}
          />
          <button className="button secondary" type="submit">
            Apply
          </button>
        </div>
      </fieldset>
    </form>
  );
}
