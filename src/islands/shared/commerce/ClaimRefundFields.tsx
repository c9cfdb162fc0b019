/**
 * The fields of a claim's refund, for the seller's dialog and the operator's decision: packages per
 * order line (each up to what is left), part of the delivery fee, the reason, and what it comes to
 * with the VAT given back on it, updated as they type.
 */
import { useId } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import type { Claim } from '../../../contracts/claims.ts';
import { formatMoney, koboToNaira } from '../../../contracts/money.ts';
import { Field } from '../ui/Field.tsx';
import { deliveryLeft, packagesLeft, REFUND_REASON_MAX, type RefundValues, refundTotal } from './claim-refund-form.ts';

interface RefundFieldsProps {
  order: Claim['order'];
  /** The form the fields belong to, whatever it hands over when sent. */
  form: Pick<UseFormReturn<RefundValues>, 'register' | 'watch' | 'formState'>;
  /** The label of the reason, and who reads it. */
  reasonLabel: string;
  reasonHint: string;
}

export function RefundFields({ order, form, reasonLabel, reasonHint }: RefundFieldsProps) {
  const id = useId();
  const errors = form.formState.errors as FieldErrors<RefundValues>;
  const values = form.watch();
  const net = refundTotal(order, values);
  const money = (minor: number) => formatMoney(minor, order.currency);
  const maxDelivery = deliveryLeft(order);
  const linesError = errors.lines?.message ?? errors.lines?.root?.message;
  return (
    <>
      <fieldset className="refund-lines" aria-describedby={linesError ? `${id}-lines-error` : undefined}>
        <legend>Packages to refund</legend>
        {order.lines.map((line, index) => {
          const left = packagesLeft(line);
          return (
            <Field
              key={line.id}
              id={`${id}-line-${index}`}
              label={
                <>
                  {line.productName} <span className="muted">{line.packageLabel}</span>
                </>
              }
              hint={
                left > 0
                  ? `Up to ${left} of ${line.quantity}, ${money(line.unitPriceMinor)} each before VAT.`
                  : 'Every package of this line was refunded already.'
              }
              error={errors.lines?.[index]?.quantity?.message}
              fieldClassName="refund-line"
              type="number"
              inputMode="numeric"
              min={0}
              max={left}
              step={1}
              disabled={left === 0}
              {...form.register(`lines.${index}.quantity`)}
            />
          );
        })}
        {linesError && (
          <p id={`${id}-lines-error`} className="field-error" role="alert">
            {linesError}
          </p>
        )}
      </fieldset>
      {maxDelivery > 0 && (
        <Field
          id={`${id}-delivery`}
          label="Of the delivery fee, in naira (optional)"
          hint={`Up to ${koboToNaira(maxDelivery)} (${money(maxDelivery)} before VAT).`}
          error={errors.delivery?.message}
          inputMode="decimal"
          autoComplete="off"
          {...form.register('delivery')}
        />
      )}
      <Field
        id={`${id}-reason`}
        label={reasonLabel}
        hint={`${reasonHint} At most ${REFUND_REASON_MAX} characters.`}
        error={errors.reason?.message}
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register('reason')}
            className="input textarea"
            rows={3}
            maxLength={REFUND_REASON_MAX}
            aria-required="true"
          />
        )}
      </Field>
      <p className="refund-amount" aria-live="polite">
        {net === null ? (
          'Enter whole packages and an amount in naira to see the refund.'
        ) : (
          <>
            Refund: <strong>{money(net)}</strong>, with the VAT charged on it; the credit note shows each line.
          </>
        )}
      </p>
    </>
  );
}
