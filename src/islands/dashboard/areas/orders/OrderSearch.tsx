/**
 * The search above the orders list; what was searched lives in the address (`q`), so the box
 * follows Back and Forward (it is drawn again whenever the address's search changes). One box whose
 * only limit its length enforces: a plain form, so the list's first screen does not load the forms'
 * library and schemas.
 */
import { ORDER_SEARCH_MAX } from '../../../../contracts/order-list-params.ts';
import { Field } from '../../../shared/ui/Field.tsx';

export function OrderSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  return (
    <form
      role="search"
      className="orders-search"
      aria-label="Search orders"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
      }}
      noValidate
    >
      <Field id="orders-search" label="Search by order number or product">
        {(control) => (
          <div className="orders-search-row">
            <input
              {...control}
              key={value}
              name="q"
              type="search"
              className="input"
              maxLength={ORDER_SEARCH_MAX}
              placeholder="MC-100042 or glycerine"
              defaultValue={value}
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
