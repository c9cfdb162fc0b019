/** The search above the orders list; what was searched lives in the address (`q`), so the box follows Back and Forward. */
import { useEffect } from 'react';
import { z } from 'zod';
import { ordersQuery } from '../../../../contracts/commerce.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';

/** The box is the list's Search parameter, with its limits. */
const searchForm = z.object({ q: ordersQuery.shape.Search });

export function OrderSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { form, errors } = useGatewayForm(searchForm, { q: value });
  useEffect(() => form.reset({ q: value }), [form, value]);
  const search = form.handleSubmit((values) => onSearch(values.q ?? ''));

  return (
    <form role="search" className="orders-search" aria-label="Search orders" onSubmit={(event) => void search(event)} noValidate>
      <Field id="orders-search" label="Search by order number or product" error={errors.q?.message}>
        {(control) => (
          <div className="orders-search-row">
            <input
              {...control}
              {...form.register('q')}
              type="search"
              className="input"
              maxLength={100}
              placeholder="MC-100042 or glycerine"
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
