/**
 * The search above the orders list; what was searched lives in the address (`q`), so the box
 * follows Back and Forward. One box whose only limit its length enforces: a plain form, so the
 * list's first screen does not load the forms' library and schemas.
 */
import { useEffect, useState } from 'react';
import { ORDER_SEARCH_MAX } from '../../../../contracts/order-list-params.ts';
import { Field } from '../../../shared/ui/Field.tsx';

export function OrderSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);

  return (
    <form
      role="search"
      className="orders-search"
      aria-label="Search orders"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
      noValidate
    >
      <Field id="orders-search" label="Search by order number or product">
        {(control) => (
          <div className="orders-search-row">
            <input
              {...control}
              name="q"
              type="search"
              className="input"
              maxLength={ORDER_SEARCH_MAX}
              placeholder="MC-100042 or glycerine"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <button type="submit" className="button secondary">
              Search
            </button>
            {value && (
              <button type="button" className="button secondary" onClick={() => onSearch('')}>
                Clear
              </button>
            )}
          </div>
        )}
      </Field>
    </form>
  );
}
