/** The seller's answer to a request for quote: a price per package in naira (sent in kobo) and the last day it holds. */
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { formatMoney, koboToNaira, nairaToKobo } from '../../../../contracts/money.ts';
import type { Quote } from '../../../../contracts/requests.ts';
import { marketToday } from '../../../../contracts/market-days.ts';
import { DatePicker } from '../../../shared/ui/DatePicker.tsx';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { answerQuoteBody, answerQuoteForm } from './form-schemas.ts';
import type { Perform } from './kinds.ts';

/** "yyyy-MM-dd" `days` after today. */
function daysFromToday(days: number): string {
  const date = new Date(`${marketToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function AnswerQuoteDialog({ quote, onClose, perform }: { quote: Quote; onClose: () => void; perform: Perform }) {
  const id = useId();
  const today = marketToday();
  // An answer again starts from the last one; a first answer from the listed price, valid two weeks.
  const { form, submit, formError, errors, busy } = useGatewayForm(answerQuoteForm, {
    unitPriceMinor: koboToNaira(quote.quotedUnitPriceMinor ?? quote.package.priceMinor),
    validUntil: quote.validUntil && quote.validUntil >= today ? quote.validUntil : daysFromToday(14),
    note: quote.sellerNote ?? '',
  });
  const unit = nairaToKobo(form.watch('unitPriceMinor') ?? '');
  const onSubmit = form.handleSubmit((values) => submit(() => perform(answerQuoteBody(values))));

  return (
    <FormDialog
      title={`Answer: ${quote.product.name}`}
      onClose={onClose}
      intro={`${quote.buyer.companyName ?? quote.buyer.name} asks for ${quote.quantity} × ${quote.package.label}, ${quote.incoterm} ${quote.deliveryPlace}.`}
      formClassName="request-form"
      onSubmit={onSubmit}
      error={formError}
      sending={form.formState.isSubmitting}
      busy={busy}
      submitLabel="Send the answer"
    >
      <div className="form-row">
        <Field
          id={`${id}-price`}
          label="Price per package, ₦"
          error={errors.unitPriceMinor?.message}
          hint={`Listed at ${formatMoney(quote.package.priceMinor, quote.currency)}${quote.targetPriceMinor ? `; the buyer hopes for ${formatMoney(quote.targetPriceMinor, quote.currency)}` : ''}.`}
        >
          {(control) => (
            <input {...control} className="input" inputMode="decimal" autoComplete="off" {...form.register('unitPriceMinor')} />
          )}
        </Field>
        <Controller
          control={form.control}
          name="validUntil"
          render={({ field }) => (
            <Field id={`${id}-valid`} label="Valid until" error={errors.validUntil?.message}>
              {(control) => <DatePicker {...control} {...field} min={today} required />}
            </Field>
          )}
        />
      </div>
      <p className="request-total" aria-live="polite">
        {unit ? (
          <>
            Total for {quote.quantity} packages: <strong>{formatMoney(unit * quote.quantity, quote.currency)}</strong>
          </>
        ) : (
          'Enter a price to see the total.'
        )}
      </p>
      <Field
        id={`${id}-note`}
        label="Note to the buyer (optional)"
        error={errors.note?.message}
        hint="Lead time, what the price includes, payment terms."
      >
        {(control) => <textarea {...control} className="input textarea" rows={3} maxLength={1000} {...form.register('note')} />}
      </Field>
    </FormDialog>
  );
}
