/** The "Request a quote" form, opened from a product page's link: which package, how many, where, by when. */
import { useId, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { formatMoney } from '../../../../contracts/money.ts';
import { INCOTERMS } from '../../../../contracts/requests.ts';
import { marketToday } from '../../../../contracts/market-days.ts';
import { DatePicker } from '../../../shared/ui/DatePicker.tsx';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { requestQuote } from './api.ts';
import { quoteRequestBodyOf, quoteRequestForm, type RequestablePackage } from './form-schemas.ts';
import type { NewRequestFormProps } from './new-request-form.ts';

interface Props extends NewRequestFormProps {
  packages: RequestablePackage[];
  incoterms: string[];
  /** The package chosen on the product page; else the first in stock. */
  initialPackageId: number | null;
}

export function QuoteRequestForm({ productId, packages, incoterms, initialPackageId, dialog, onSent }: Props) {
  const id = useId();
  const today = marketToday();
  const schema = useMemo(() => quoteRequestForm(packages), [packages]);
  const first = packages.find((p) => p.id === initialPackageId) ?? packages.find((p) => p.stock > 0) ?? packages[0];
  const { form, submit, formError, errors, busy } = useGatewayForm(schema, {
    packageId: String(first?.id ?? ''),
    quantity: String(first?.minQuantity ?? 1),
    targetPriceMinor: '',
    incoterm: incoterms.find((t): t is (typeof INCOTERMS)[number] => (INCOTERMS as readonly string[]).includes(t)) ?? 'DAP',
    deliveryPlace: '',
    neededBy: '',
    message: '',
  });
  const pack = packages.find((p) => String(p.id) === form.watch('packageId'));
  const packageField = form.register('packageId', {
    // A package with a larger minimum order raises the count to it.
    onChange: (event: { target: { value: string } }) => {
      const next = packages.find((p) => String(p.id) === event.target.value);
      if (next && Number(form.getValues('quantity')) < next.minQuantity) form.setValue('quantity', String(next.minQuantity));
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const response = await submit(() => requestQuote(quoteRequestBodyOf(productId, values)));
    if (response) onSent(response.data.id, response.message ?? 'Your request for quote was sent.');
  });

  return (
    <FormDialog {...dialog} onSubmit={onSubmit} error={formError} sending={form.formState.isSubmitting} busy={busy}>
      <Field id={`${id}-package`} label="Package" error={errors.packageId?.message}>
        {(control) => (
          <select {...control} className="input" {...packageField}>
            {packages.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}: {formatMoney(p.priceMinor, p.currency)} listed{p.stock > 0 ? '' : ' (out of stock)'}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="form-row">
        <Field
          id={`${id}-quantity`}
          label="Number of packages"
          error={errors.quantity?.message}
          hint={pack && pack.minQuantity > 1 ? `At least ${pack.minQuantity} (the minimum order).` : undefined}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="number"
              inputMode="numeric"
              min={pack?.minQuantity ?? 1}
              step={1}
              {...form.register('quantity')}
            />
          )}
        </Field>
        <Field id={`${id}-target`} label="Target price per package, ₦ (optional)" error={errors.targetPriceMinor?.message}>
          {(control) => (
            <input {...control} className="input" inputMode="decimal" autoComplete="off" {...form.register('targetPriceMinor')} />
          )}
        </Field>
      </div>
      <div className="form-row">
        <Field id={`${id}-incoterm`} label="Delivery terms (Incoterm)" error={errors.incoterm?.message}>
          {(control) => (
            <select {...control} className="input" {...form.register('incoterm')}>
              {INCOTERMS.map((term) => (
                <option key={term} value={term}>
                  {term}
                  {incoterms.includes(term) ? ' (offered)' : ''}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Controller
          control={form.control}
          name="neededBy"
          render={({ field }) => (
            <Field id={`${id}-needed`} label="Needed by" error={errors.neededBy?.message}>
              {(control) => <DatePicker {...control} {...field} min={today} required />}
            </Field>
          )}
        />
      </div>
      <Field
        id={`${id}-place`}
        label="Delivery place"
        error={errors.deliveryPlace?.message}
        hint="A port or a city, such as Apapa port, Lagos."
      >
        {(control) => <input {...control} className="input" autoComplete="off" maxLength={200} {...form.register('deliveryPlace')} />}
      </Field>
      <Field id={`${id}-message`} label="Message to the seller (optional)" error={errors.message?.message}>
        {(control) => <textarea {...control} className="input textarea" rows={3} maxLength={2000} {...form.register('message')} />}
      </Field>
    </FormDialog>
  );
}
