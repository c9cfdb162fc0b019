/** The price range of the search filters, in whole naira, applied with its own button. */
import { useGatewayForm } from '../shared/use-gateway-form.ts';
import { priceForm } from './api.ts';

interface PriceFilterProps {
  min: string;
  max: string;
  onApply: (range: { min: string; max: string }) => void;
}

/** Keyed by the range in the address by its owner, so Back shows that range. */
export function PriceFilter({ min, max, onApply }: PriceFilterProps) {
  const { form } = useGatewayForm(priceForm, { min, max });
  return (
    <form className="price" onSubmit={form.handleSubmit(onApply)}>
      <fieldset>
        <legend>Price from (₦)</legend>
        <div className="price-row">
          <label className="visually-hidden" htmlFor="f-min">
            Minimum price in naira
          </label>
          <input id="f-min" className="input" inputMode="numeric" placeholder="Min" {...form.register('min')} />
          <label className="visually-hidden" htmlFor="f-max">
            Maximum price in naira
          </label>
          <input id="f-max" className="input" inputMode="numeric" placeholder="Max" {...form.register('max')} />
          <button className="button secondary" type="submit">
            Apply
          </button>
        </div>
      </fieldset>
    </form>
  );
}
