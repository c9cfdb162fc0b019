/**
 * "Pay an order with financing": an order of the company waiting for a bank transfer (an accepted
 * quote's, say) paid from the accepted procurement line, with the wallet PIN. The line is drawn
 * once: what the order leaves unused lapses (decision 018).
 */
import { z } from 'zod';
import { type FinancingDetail, payOrderBody } from '../../../../contracts/financing.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { PinField } from '../../../shared/money/PinField.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { useQuery } from '../../../shared/data/use-query.ts';
import { loadUnpaidOrders, payOrder, sourcesKey } from './api.ts';

const payOrderForm = payOrderBody.extend({
  orderId: z.string().min(1, { error: 'choose one of your orders' }).pipe(payOrderBody.shape.orderId),
});

interface Props {
  request: FinancingDetail;
  /** What the line still allows. */
  left: number;
  onClose: () => void;
  onPaid: (request: FinancingDetail) => void;
}

export function PayOrderDialog({ request, left, onClose, onPaid }: Props) {
  const orders = useQuery(sourcesKey('order'), loadUnpaidOrders);
  const { form, submit, onValid, formError, errors, busy } = useGatewayForm(payOrderForm, { orderId: '', pin: '' });
  const chosen = orders.data?.find((o) => o.id === form.watch('orderId'));
  const send = onValid(async (body) => {
    const paid = await submit(() => payOrder(request.id, body));
    if (paid) onPaid(paid);
  });

  return (
    <FormDialog
      title="Pay an order with financing"
      intro={`The line allows ${formatMoney(left)}; it pays one order.`}
      onClose={onClose}
      formLabel="Pay an order with financing"
      onSubmit={send}
      error={formError}
      sending={form.formState.isSubmitting}
      busy={busy || !orders.data?.length}
      submitLabel={chosen ? `Pay ${formatMoney(chosen.totalMinor)}` : 'Pay the order'}
      sendingLabel="Paying…"
    >
      {!orders.data ? (
        <QueryStatus query={orders} what="your orders" />
      ) : orders.data.length === 0 ? (
        <p>
          No order is waiting for a bank transfer. To buy something new, <a href="/cart">pay for your cart with financing at checkout</a>.
        </p>
      ) : (
        <Field id="pay-order" label="Order to pay" error={errors.orderId?.message}>
          {(control) => (
            <select className="input" {...control} {...form.register('orderId')}>
              <option value="">Choose an order</option>
              {orders.data!.map((order) => (
                <option key={order.id} value={order.id} disabled={order.totalMinor > left}>
                  {order.number} · {order.supplier.name} · {formatMoney(order.totalMinor, order.currency)}
                  {order.totalMinor > left ? ' (above the line)' : ''}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <PinField id="pay-order-pin" error={errors.pin?.message} {...form.register('pin')} />
    </FormDialog>
  );
}
