/** The "Request a sample" form, opened from a product page's link. */
import { useId, useState, type FormEvent } from 'react';
import type { Envelope } from '../../../../contracts/envelope.ts';
import type { SampleRequest } from '../../../../contracts/requests.ts';
import { api } from '../../../../lib/api-client.ts';
import { FormMessage } from '../../../shared/FormMessage.tsx';
import { Field } from '../../../shared/Field.tsx';
import { useRequestForm, type FieldErrors } from '../../../requests/use-request-form.ts';
import type { Sent } from './product-request-types.ts';

export function SampleRequestForm({ productId, onSent, onCancel }: { productId: number; onSent: (sent: Sent) => void; onCancel: () => void }) {
  const id = useId();
  const { busy, formError, errors, check, send, formRef } = useRequestForm();
  const [quantity, setQuantity] = useState('');
  const [purpose, setPurpose] = useState('');
  const [deliveryAddress, setDeliveryAddress] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!quantity.trim()) found.quantity = 'Say how much you need, such as 500 g.';
    if (!deliveryAddress.trim()) found.deliveryAddress = 'Enter where the sample should go.';
    if (!check(found)) return;
    const response = await send(() => api<Envelope<SampleRequest>>('/v1/samplerequest/new', {
      method: 'POST', body: { productId, quantity, purpose, deliveryAddress },
    }));
    if (response) onSent({ tab: 'samples', id: response.data.id, message: response.message ?? 'Your sample request was sent.' });
  }

  return (
    <form ref={formRef} className="form request-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormMessage error={formError} />
      <Field id={`${id}-quantity`} label="Sample size" error={errors.quantity} hint="Such as 500 g or 2 × 1 L.">
        {(control) => <input {...control} className="input" autoComplete="off" maxLength={60} value={quantity} onChange={(e) => setQuantity(e.target.value)} />}
      </Field>
      <Field id={`${id}-purpose`} label="What it is for (optional)" error={errors.purpose} hint="A trial, a formulation test… it helps the seller choose the right grade.">
        {(control) => <textarea {...control} className="input textarea" rows={3} maxLength={1000} value={purpose} onChange={(e) => setPurpose(e.target.value)} />}
      </Field>
      <Field id={`${id}-address`} label="Delivery address" error={errors.deliveryAddress}>
        {(control) => <textarea {...control} className="input textarea" rows={3} maxLength={500} autoComplete="street-address" value={deliveryAddress} onChange={(e) => setDeliveryAddress(e.target.value)} />}
      </Field>
      <div className="form-actions">
        <button className="button" type="submit" disabled={busy}>{busy ? 'Sending…' : 'Send the request'}</button>
        <button className="button secondary" type="button" disabled={busy} onClick={onCancel}>Cancel</button>
      </div>
    </form>
  );
}
