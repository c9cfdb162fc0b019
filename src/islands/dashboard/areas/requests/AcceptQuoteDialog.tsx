/** The buyer takes the quoted price: where to deliver and how to pay; the order is placed at once. */
import { useEffect, useId } from 'react';
import { formatMoney } from '../../../../contracts/money.ts';
import type { Quote } from '../../../../contracts/requests.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { useQuery } from '../../../shared/data/use-query.ts';
import { getPaymentsConfig, requestKeys } from './api.ts';
import { acceptQuoteForm } from './form-schemas.ts';
import type { Perform } from './kinds.ts';
import { fetchAddresses } from '../../../shared/commerce/api.ts';

export function AcceptQuoteDialog({ quote, onClose, perform }: { quote: Quote; onClose: () => void; perform: Perform }) {
  const id = useId();
  const addresses = useQuery(requestKeys.shippingAddresses, fetchAddresses);
  // Without the payment settings, bank transfer alone is offered: it works everywhere.
  const cardEnabled = useQuery(requestKeys.paymentsConfig, getPaymentsConfig).data?.cardEnabled ?? false;
  const { form, submit, formError, errors, busy } = useGatewayForm(acceptQuoteForm, {
    shippingAddressId: '',
    paymentMethod: 'bank-transfer',
  });
  const list = addresses.data;

  // The first address (the default comes first) is chosen once the list is in.
  useEffect(() => {
    if (list?.length && !form.getValues('shippingAddressId')) form.setValue('shippingAddressId', list[0]!.id);
  }, [list, form]);

  const total = formatMoney(quote.quotedTotalMinor ?? 0, quote.currency);
  const onSubmit = form.handleSubmit((values) => submit(() => perform(values)));
  return (
    <FormDialog
      title="Accept the quote and order"
      onClose={onClose}
      intro={`${quote.quantity} × ${quote.product.name}, ${quote.package.label}, for ${total} from ${quote.supplier.name}. The order is placed as soon as you confirm.`}
      formClassName="request-form"
      onSubmit={onSubmit}
      error={formError ?? (addresses.error && !list ? 'We could not load your shipping addresses. Close this and try again.' : null)}
      sending={form.formState.isSubmitting}
      busy={busy || !list?.length}
      submitLabel={`Place the order for ${total}`}
    >
      {!list && !addresses.error && <p aria-busy="true">Loading your shipping addresses…</p>}
      {list?.length === 0 && (
        <p>
          You have no shipping address yet. <a href="/procurement/shipping-addresses">Add one</a>, then come back to accept the quote.
        </p>
      )}
      {list && list.length > 0 && (
        <Field id={`${id}-address`} label="Deliver to" error={errors.shippingAddressId?.message}>
          {(control) => (
            <select {...control} className="input" {...form.register('shippingAddressId')}>
              {list.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.label}: {a.line1}, {a.city}
                  {a.isDefault ? ' (default)' : ''}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <fieldset className="choice-group">
        <legend>Payment</legend>
        <div className="choice-grid">
          <label className="choice">
            <input type="radio" value="bank-transfer" {...form.register('paymentMethod')} /> Bank transfer
          </label>
          {cardEnabled && (
            <label className="choice">
              <input type="radio" value="card" {...form.register('paymentMethod')} /> Card
            </label>
          )}
        </div>
      </fieldset>
      {errors.paymentMethod && <p className="field-error">{errors.paymentMethod.message}</p>}
    </FormDialog>
  );
}
