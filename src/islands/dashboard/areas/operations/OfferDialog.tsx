/**
 * The operator's offer on a financing request in review: the amount (naira), the tenor, the rate per
 * 30 days (a percentage), the arrangement fee (naira), how long the company has to accept, and a
 * note it reads; the repayment schedule and the total to repay follow what is typed.
 */
import { useMemo } from 'react';
import type { z } from 'zod';
import type { FinancingReviewItem } from '../../../../contracts/financing.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { offerFinancing, type Outcome } from './api.ts';
import { FINANCING_WORDS } from './decision-words.ts';
import { askedTenor, offerDefaults, offerForm, type OfferFormInput, previewSchedule, tenorChoices } from './offer-form.ts';
import { SchedulePreview } from './SchedulePreview.tsx';

interface OfferDialogProps {
  item: FinancingReviewItem;
  subject: string;
  onClose: () => void;
  onDone: (outcome: Outcome) => void;
  onCloseAutoFocus: (event: Event) => void;
}

export function OfferDialog({ item, subject, onClose, onDone, onCloseAutoFocus }: OfferDialogProps) {
  const words = FINANCING_WORDS.offer;
  const gateway = useGatewayForm<z.output<typeof offerForm>, OfferFormInput>(offerForm, offerDefaults(item));
  const { form, submit, onValid, errors } = gateway;
  const [amount, tenorDays, rateBps, fee] = form.watch(['amount', 'tenorDays', 'rateBps', 'fee']);
  const schedule = useMemo(() => previewSchedule({ amount, tenorDays, rateBps, fee }, new Date()), [amount, tenorDays, rateBps, fee]);
  const asked = askedTenor(item);
  const send = onValid(async (offer) => {
    // The gateway refuses more than was asked; said here before it is sent.
    if (item.amount !== null && offer.amount > item.amount) {
      form.setError('amount', { message: `must not be above the ${formatMoney(item.amount)} asked for` }, { shouldFocus: true });
      return;
    }
    const outcome = await submit(() => offerFinancing(item.id, offer));
    if (outcome) onDone(outcome);
  });

  return (
    <FormDialog
      title={`${words.action}: ${subject}`}
      intro={words.intro}
      error={gateway.formError}
      sending={gateway.form.formState.isSubmitting}
      busy={gateway.busy}
      onSubmit={send}
      submitLabel={words.action}
      className="offer-dialog"
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {item.amount !== null && (
        <p className="small">
          Asked: <strong className="amount">{formatMoney(item.amount)}</strong>
          {asked !== null && ` over ${asked} days`}.
        </p>
      )}
      <div className="form-row">
        <Field
          label="Amount (₦)"
          inputMode="decimal"
          autoComplete="off"
          hint={item.amount !== null ? 'At most the amount asked.' : undefined}
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <Field label="Tenor" error={errors.tenorDays?.message} id="offer-tenor">
          {(control) => (
            <select {...control} className="input" {...form.register('tenorDays')}>
              {tenorChoices(item.type).map((days) => (
                <option key={days} value={String(days)}>
                  {days} days ({days / 30} {days === 30 ? 'instalment' : 'instalments'})
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="form-row">
        <Field
          label="Rate per 30 days (%)"
          inputMode="decimal"
          autoComplete="off"
          hint="2.5 means 2.5 % of the amount every 30 days."
          error={errors.rateBps?.message}
          {...form.register('rateBps')}
        />
        <Field
          label="Arrangement fee (₦)"
          inputMode="decimal"
          autoComplete="off"
          hint="Paid with the first instalment; 0 for none."
          error={errors.fee?.message}
          {...form.register('fee')}
        />
      </div>
      <Field
        label="Offer valid for (days)"
        inputMode="numeric"
        autoComplete="off"
        hint="1 to 30 days; the offer expires if not accepted by then."
        fieldClassName="offer-days"
        error={errors.expiresInDays?.message}
        {...form.register('expiresInDays')}
      />
      <Field
        label="Note to the company (optional)"
        id="offer-note"
        error={errors.note?.message}
        hint="The company reads it with the offer."
      >
        {(control) => <textarea {...control} className="input textarea" rows={2} maxLength={500} {...form.register('note')} />}
      </Field>
      <SchedulePreview schedule={schedule} />
    </FormDialog>
  );
}
