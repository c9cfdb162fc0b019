/**
 * The dialogs a request step opens: a confirmation, a note, the seller's price, the buyer's
 * acceptance (address and payment) and the seller's document. Each sends through `perform`, which
 * closes it when done; what went wrong stays in the dialog, next to the field it concerns.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { PaymentMethodName, ShippingAddress } from '../../../../contracts/commerce.ts';
import type { Envelope } from '../../../../contracts/envelope.ts';
import type { UploadedFile } from '../../../../contracts/files.ts';
import type { PaymentsConfig } from '../../../../contracts/payments.ts';
import { marketToday, type DocumentRequest, type Quote } from '../../../../contracts/requests.ts';
import { api } from '../../../../lib/api-client.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { FormMessage } from '../../../shared/FormMessage.tsx';
import { Dialog } from '../../../shared/Dialog.tsx';
import { Field } from '../../../shared/Field.tsx';
import { koboToNaira, nairaToKobo } from '../../../../contracts/money.ts';
import { useRequestForm, type FieldErrors } from '../../../requests/use-request-form.ts';
import { DatePicker } from '../../../shared/DatePicker.tsx';
import { isIsoDate } from '../../../shared/iso-date.ts';
import { FileUpload } from '../../../shared/FileUpload.tsx';

/** Sends the step's body; resolves when done (the dialog is then closed), rejects with the gateway's error. */
export type Perform = (body?: Record<string, unknown>) => Promise<void>;

interface Common { onClose: () => void; perform: Perform }

function Actions({ busy, submit, onClose, danger = false }: { busy: boolean; submit: string; onClose: () => void; danger?: boolean }) {
  return (
    <div className="form-actions">
      <button type="submit" className={`button${danger ? ' danger' : ''}`} disabled={busy} aria-busy={busy || undefined}>{busy ? 'Sending…' : submit}</button>
      <button type="button" className="button secondary" disabled={busy} onClick={onClose}>Cancel</button>
    </div>
  );
}

export function ConfirmDialog({ title, text, submit, onClose, perform }: Common & { title: string; text: string; submit: string }) {
  const { busy, formError, send, formRef } = useRequestForm();
  return (
    <Dialog title={title} intro={text} busy={busy} onClose={onClose}>
      <form ref={formRef} className="form request-form" onSubmit={(event) => { event.preventDefault(); void send(() => perform()); }} noValidate>
        <FormMessage error={formError} />
        <Actions busy={busy} submit={submit} onClose={onClose} danger />
      </form>
    </Dialog>
  );
}

export function NoteDialog({ title, text, label, field, required, submit, onClose, perform }: Common & {
  title: string; text: string; label: string; field: string; required: boolean; submit: string;
}) {
  const id = useId();
  const { busy, formError, errors, check, send, formRef } = useRequestForm();
  const [note, setNote] = useState('');
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!check(required && !note.trim() ? { [field]: 'This is required.' } : {})) return;
    void send(() => perform({ [field]: note.trim() }));
  }
  return (
    <Dialog title={title} intro={text} busy={busy} onClose={onClose}>
      <form ref={formRef} className="form request-form" onSubmit={onSubmit} noValidate>
        <FormMessage error={formError} />
        <Field id={`${id}-note`} label={label} error={errors[field]}>
          {(control) => <textarea {...control} className="input textarea" rows={4} maxLength={field === 'trackingNote' ? 500 : 1000}
            required={required} value={note} onChange={(e) => setNote(e.target.value)} />}
        </Field>
        <Actions busy={busy} submit={submit} onClose={onClose} danger={submit === 'Decline'} />
      </form>
    </Dialog>
  );
}

/** "yyyy-MM-dd" `days` after today. */
function daysFromToday(days: number): string {
  const date = new Date(`${marketToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The seller's answer: a price per package in naira (kept in kobo) and the last day it holds. */
export function AnswerQuoteDialog({ quote, onClose, perform }: Common & { quote: Quote }) {
  const id = useId();
  const { busy, formError, errors, check, send, formRef } = useRequestForm();
  const [price, setPrice] = useState(koboToNaira(quote.quotedUnitPriceMinor ?? quote.package.priceMinor));
  const [validUntil, setValidUntil] = useState(quote.validUntil && quote.validUntil >= marketToday() ? quote.validUntil : daysFromToday(14));
  const [note, setNote] = useState(quote.sellerNote ?? '');
  const unit = nairaToKobo(price);
  const today = marketToday();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!unit) found.unitPriceMinor = 'Enter a price in naira, such as 125000 or 1250.50.';
    if (!isIsoDate(validUntil)) found.validUntil = 'Enter the date as YYYY-MM-DD.';
    else if (validUntil < today) found.validUntil = 'Choose today or a later day.';
    if (!check(found)) return;
    void send(() => perform({ unitPriceMinor: unit, validUntil, note }));
  }

  return (
    <Dialog title={`Answer: ${quote.product.name}`} busy={busy} onClose={onClose}
      intro={`${quote.buyer.companyName ?? quote.buyer.name} asks for ${quote.quantity} × ${quote.package.label}, ${quote.incoterm} ${quote.deliveryPlace}.`}>
      <form ref={formRef} className="form request-form" onSubmit={onSubmit} noValidate>
        <FormMessage error={formError} />
        <div className="form-row">
          <Field id={`${id}-price`} label="Price per package, ₦" error={errors.unitPriceMinor}
            hint={`Listed at ${formatMoney(quote.package.priceMinor, quote.currency)}${quote.targetPriceMinor ? `; the buyer hopes for ${formatMoney(quote.targetPriceMinor, quote.currency)}` : ''}.`}>
            {(control) => <input {...control} className="input" inputMode="decimal" autoComplete="off" value={price} onChange={(e) => setPrice(e.target.value)} />}
          </Field>
          <Field id={`${id}-valid`} label="Valid until" error={errors.validUntil}>
            {(control) => <DatePicker id={control.id} value={validUntil} onChange={setValidUntil} min={today} required
              aria-invalid={control['aria-invalid']} aria-describedby={control['aria-describedby']} />}
          </Field>
        </div>
        <p className="request-total" aria-live="polite">
          {unit ? <>Total for {quote.quantity} packages: <strong>{formatMoney(unit * quote.quantity, quote.currency)}</strong></> : 'Enter a price to see the total.'}
        </p>
        <Field id={`${id}-note`} label="Note to the buyer (optional)" error={errors.note} hint="Lead time, what the price includes, payment terms.">
          {(control) => <textarea {...control} className="input textarea" rows={3} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />}
        </Field>
        <Actions busy={busy} submit="Send the answer" onClose={onClose} />
      </form>
    </Dialog>
  );
}

/** The buyer takes the quoted price: where to deliver and how to pay; the order is placed at once. */
export function AcceptQuoteDialog({ quote, onClose, perform }: Common & { quote: Quote }) {
  const id = useId();
  const { busy, formError, errors, check, send, formRef } = useRequestForm();
  const [addresses, setAddresses] = useState<ShippingAddress[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [cardEnabled, setCardEnabled] = useState(false);
  const [addressId, setAddressId] = useState('');
  const [method, setMethod] = useState<PaymentMethodName>('bank-transfer');

  useEffect(() => {
    api<Envelope<ShippingAddress[]>>('/v1/shippingaddress/get-all').then((response) => {
      setAddresses(response.data);
      setAddressId((current) => current || response.data[0]?.id || '');
    }, () => setLoadError(true));
    api<Envelope<PaymentsConfig>>('/v1/payments/config').then((response) => setCardEnabled(response.data.cardEnabled), () => {});
  }, []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!check(addressId ? {} : { shippingAddressId: 'Choose where to deliver.' })) return;
    void send(() => perform({ shippingAddressId: addressId, paymentMethod: method }));
  }

  const total = formatMoney(quote.quotedTotalMinor ?? 0, quote.currency);
  return (
    <Dialog title="Accept the quote and order" busy={busy} onClose={onClose}
      intro={`${quote.quantity} × ${quote.product.name}, ${quote.package.label}, for ${total} from ${quote.supplier.name}. The order is placed as soon as you confirm.`}>
      <form ref={formRef} className="form request-form" onSubmit={onSubmit} noValidate>
        <FormMessage error={formError ?? (loadError ? 'We could not load your shipping addresses. Close this and try again.' : null)} />
        {addresses === null && !loadError && <p aria-busy="true">Loading your shipping addresses…</p>}
        {addresses?.length === 0 && (
          <p>You have no shipping address yet. <a href="/procurement/shipping-addresses">Add one</a>, then come back to accept the quote.</p>
        )}
        {addresses && addresses.length > 0 && (
          <Field id={`${id}-address`} label="Deliver to" error={errors.shippingAddressId}>
            {(control) => (
              <select {...control} className="input" value={addressId} onChange={(e) => setAddressId(e.target.value)}>
                {addresses.map((a) => <option key={a.id} value={a.id}>{a.label}: {a.line1}, {a.city}{a.isDefault ? ' (default)' : ''}</option>)}
              </select>
            )}
          </Field>
        )}
        <fieldset className="choice-group">
          <legend>Payment</legend>
          <div className="choice-grid">
            <label className="choice"><input type="radio" name={`${id}-method`} checked={method === 'bank-transfer'} onChange={() => setMethod('bank-transfer')} /> Bank transfer</label>
            {cardEnabled && <label className="choice"><input type="radio" name={`${id}-method`} checked={method === 'card'} onChange={() => setMethod('card')} /> Card</label>}
          </div>
        </fieldset>
        {errors.paymentMethod && <p className="field-error">{errors.paymentMethod}</p>}
        <Actions busy={busy || !addresses?.length} submit={`Place the order for ${total}`} onClose={onClose} />
      </form>
    </Dialog>
  );
}

/** The seller answers a document request with a PDF, uploaded as soon as it is chosen. */
export function FulfilDocumentDialog({ request, onClose, perform }: Common & { request: DocumentRequest }) {
  const id = useId();
  const { busy, formError, errors, check, send, formRef } = useRequestForm();
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [note, setNote] = useState('');
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!check(file ? {} : { fileId: 'Upload the PDF first.' })) return;
    void send(() => perform({ fileId: file!.id, note }));
  }
  return (
    <Dialog title={`Send the ${request.kind}`} busy={busy} onClose={onClose}
      intro={`${request.buyer.companyName ?? request.buyer.name} asks for the ${request.kind} of ${request.product.name}.`}>
      <form ref={formRef} className="form request-form" onSubmit={onSubmit} noValidate>
        <FormMessage error={formError} />
        <FileUpload kind="document" label="The document (PDF)" value={file?.id ?? null} onChange={setFile} />
        {errors.fileId && <p className="field-error" role="alert">{errors.fileId}</p>}
        <Field id={`${id}-note`} label="Note to the buyer (optional)" error={errors.note}>
          {(control) => <textarea {...control} className="input textarea" rows={3} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />}
        </Field>
        <Actions busy={busy} submit="Send the document" onClose={onClose} />
      </form>
    </Dialog>
  );
}
