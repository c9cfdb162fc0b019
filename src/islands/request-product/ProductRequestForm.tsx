/** The product request's fields: what, how much, where to, and anything else the sourcing team should know. */
import { useEffect, useId } from 'react';
import type { ProductRequest } from '../../contracts/requests.ts';
import { Field } from '../shared/ui/Field.tsx';
import { FormMessage } from '../shared/ui/FormMessage.tsx';
import { useCountries } from '../shared/data/use-countries.ts';
import { useGatewayForm } from '../shared/data/use-gateway-form.ts';
import { sendProductRequest } from './api.ts';
import { EMPTY_PRODUCT_REQUEST, productRequestForm } from './form-schema.ts';

export function ProductRequestForm({ onSent }: { onSent: (request: ProductRequest) => void }) {
  const id = useId();
  const countries = useCountries();
  const { form, submit, formError, errors, busy } = useGatewayForm(productRequestForm, EMPTY_PRODUCT_REQUEST);
  // The full list replaces the one-country placeholder: select the chosen country again in it.
  useEffect(() => {
    if (countries.length) form.setValue('deliveryCountry', form.getValues('deliveryCountry'));
  }, [countries, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    const response = await submit(() => sendProductRequest(values));
    if (response) onSent(response.data);
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormMessage error={formError} />
      <Field id={`${id}-name`} label="Product name" error={errors.productName?.message}>
        {(control) => <input {...control} className="input" autoComplete="off" maxLength={200} {...form.register('productName')} />}
      </Field>
      <Field
        id={`${id}-cas`}
        label="CAS number (optional)"
        error={errors.casNumber?.message}
        hint="Such as 7732-18-5; it tells us the exact substance."
      >
        {(control) => (
          <input {...control} className="input" autoComplete="off" inputMode="numeric" maxLength={12} {...form.register('casNumber')} />
        )}
      </Field>
      <Field id={`${id}-quantity`} label="Quantity" error={errors.quantity?.message} hint="Such as 2 tonnes a month or 200 L once.">
        {(control) => <input {...control} className="input" autoComplete="off" maxLength={100} {...form.register('quantity')} />}
      </Field>
      <Field id={`${id}-country`} label="Delivery country" error={errors.deliveryCountry?.message}>
        {(control) => (
          <select {...control} className="input" {...form.register('deliveryCountry')}>
            {(countries.length ? countries : [{ code: 'NG', name: 'Nigeria' }]).map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={`${id}-details`}
        label="Details (optional)"
        error={errors.details?.message}
        hint="Grade, purity, packaging, how often you buy."
      >
        {(control) => <textarea {...control} className="input textarea" rows={4} maxLength={2000} {...form.register('details')} />}
      </Field>
      <button className="button" type="submit" disabled={busy}>
        {form.formState.isSubmitting ? 'Sending…' : 'Send the request'}
      </button>
    </form>
  );
}
