/** The "Request a quote" form, opened from a product page's link: which package, how many, where, by when. */
import { useId, useState, type FormEvent } from 'react';
import type { Envelope } from '../../../../contracts/envelope.ts';
import { INCOTERMS, marketToday, type Quote } from '../../../../contracts/requests.ts';
import { api } from '../../../../lib/api-client.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { FormMessage } from '../../../shared/FormMessage.tsx';
import { DatePicker } from '../../../shared/DatePicker.tsx';
import { isIsoDate } from '../../../shared/iso-date.ts';
import { Field } from '../../../shared/Field.tsx';
import { nairaToKobo } from '../../../../contracts/money.ts';
import { useRequestForm, type FieldErrors } from '../../../requests/use-request-form.ts';
import type { RequestablePackage, Sent } from './product-request-types.ts';

interface Props {
  productId: number;
  packages: RequestablePackage[];
  incoterms: string[];
  /** The package chosen on the product page; else the first in stock. */
  initialPackageId?: number | null;
  onSent: (sent: Sent) => void;
  onCancel: () => void;
}

export function QuoteRequestForm({ productId, packages, incoterms, initialPackageId = null, onSent, onCancel }: Props) {
  const id = useId();
  const { busy, formError, errors, check, send, formRef } = useRequestForm();
  const [packageId, setPackageId] = useState(() => String(
    (packages.find((p) => p.id === initialPackageId) ?? packages.find((p) => p.stock > 0) ?? packages[0])?.id ?? ''));
  const pack = packages.find((p) => String(p.id) === packageId);
  const [quantity, setQuantity] = useState(String(pack?.minQuantity ?? 1));
  const [target, setTarget] = useState('');
  const [incoterm, setIncoterm] = useState(incoterms.find((t) => (INCOTERMS as readonly string[]).includes(t)) ?? 'DAP');
  const [deliveryPlace, setDeliveryPlace] = useState('');
  const [neededBy, setNeededBy] = useState('');
  const [message, setMessage] = useState('');
  const today = marketToday();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    const count = Number(quantity);
    const targetPriceMinor = target.trim() ? nairaToKobo(target) : undefined;
    if (!pack) found.packageId = 'Choose a package.';
    if (!Number.isInteger(count) || count < (pack?.minQuantity ?? 1)) found.quantity = `Enter a whole number of at least ${pack?.minQuantity ?? 1}.`;
    if (targetPriceMinor === null || targetPriceMinor === 0) found.targetPriceMinor = 'Enter an amount in naira, such as 125000 or 1250.50, or leave it empty.';
    if (!deliveryPlace.trim()) found.deliveryPlace = 'Say where the goods should be delivered.';
    if (!isIsoDate(neededBy)) found.neededBy = 'Enter the date as YYYY-MM-DD.';
    else if (neededBy < today) found.neededBy = 'Choose today or a later day.';
    if (!check(found)) return;
    const response = await send(() => api<Envelope<Quote>>('/v1/quotes/request', {
      method: 'POST',
      body: { productId, packageId: pack!.id, quantity: count, targetPriceMinor, incoterm, deliveryPlace, neededBy, message },
    }));
    if (response) onSent({ tab: 'quotes', id: response.data.id, message: response.message ?? 'Your request for quote was sent.' });
  }

  return (
    <form ref={formRef} className="form request-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormMessage error={formError} />
      <Field id={`${id}-package`} label="Package" error={errors.packageId}>
        {(control) => (
          <select {...control} className="input" value={packageId} onChange={(event) => {
            setPackageId(event.target.value);
            const next = packages.find((p) => String(p.id) === event.target.value);
            if (next && Number(quantity) < next.minQuantity) setQuantity(String(next.minQuantity));
          }}>
            {packages.map((p) => <option key={p.id} value={p.id}>{p.label}: {formatMoney(p.priceMinor, p.currency)} listed{p.stock > 0 ? '' : ' (out of stock)'}</option>)}
          </select>
        )}
      </Field>
      <div className="form-row">
        <Field id={`${id}-quantity`} label="Number of packages" error={errors.quantity} hint={pack && pack.minQuantity > 1 ? `At least ${pack.minQuantity} (the minimum order).` : undefined}>
          {(control) => <input {...control} className="input" type="number" inputMode="numeric" min={pack?.minQuantity ?? 1} step={1} value={quantity} onChange={(e) => setQuantity(e.target.value)} />}
        </Field>
        <Field id={`${id}-target`} label="Target price per package, ₦ (optional)" error={errors.targetPriceMinor}>
          {(control) => <input {...control} className="input" inputMode="decimal" autoComplete="off" value={target} onChange={(e) => setTarget(e.target.value)} />}
        </Field>
      </div>
      <div className="form-row">
        <Field id={`${id}-incoterm`} label="Delivery terms (Incoterm)" error={errors.incoterm}>
          {(control) => (
            <select {...control} className="input" value={incoterm} onChange={(e) => setIncoterm(e.target.value)}>
              {INCOTERMS.map((term) => <option key={term} value={term}>{term}{incoterms.includes(term) ? ' (offered)' : ''}</option>)}
            </select>
          )}
        </Field>
        <Field id={`${id}-needed`} label="Needed by" error={errors.neededBy}>
          {(control) => <DatePicker id={control.id} value={neededBy} onChange={setNeededBy} min={today} required
            aria-invalid={control['aria-invalid']} aria-describedby={control['aria-describedby']} />}
        </Field>
      </div>
      <Field id={`${id}-place`} label="Delivery place" error={errors.deliveryPlace} hint="A port or a city, such as Apapa port, Lagos.">
        {(control) => <input {...control} className="input" autoComplete="off" maxLength={200} value={deliveryPlace} onChange={(e) => setDeliveryPlace(e.target.value)} />}
      </Field>
      <Field id={`${id}-message`} label="Message to the seller (optional)" error={errors.message}>
        {(control) => <textarea {...control} className="input textarea" rows={3} maxLength={2000} value={message} onChange={(e) => setMessage(e.target.value)} />}
      </Field>
      <div className="form-actions">
        <button className="button" type="submit" disabled={busy}>{busy ? 'Sending…' : 'Send the request'}</button>
        <button className="button secondary" type="button" disabled={busy} onClick={onCancel}>Cancel</button>
      </div>
    </form>
  );
}
