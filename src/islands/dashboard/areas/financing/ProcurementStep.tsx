/**
 * Procurement, step 1: what is financed (the cart as it is at submission, a quote a supplier
 * answered, or an order not paid yet), the tenor (30, 60 or 90 days) and, if the buyer wants, why.
 */
import { PROCUREMENT_TENORS } from '../../../../contracts/financing.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { queryKey, useQuery } from '../../../shared/data/use-query.ts';
import { FINANCING_KEY } from './api.ts';
import { procurementAmount } from './procurement-amount.ts';
import { ChoiceGroup } from '../../../shared/ui/ChoiceGroup.tsx';
import { Field } from '../../../shared/ui/Field.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { SOURCE_LABELS } from './draft-fields.ts';
import { useDraftForm } from './use-draft-form.ts';
import { useSourceOptions } from './use-source-options.ts';

const SOURCES = (Object.keys(SOURCE_LABELS) as (keyof typeof SOURCE_LABELS)[]).map((value) => ({ value, label: SOURCE_LABELS[value] }));
const TENORS = PROCUREMENT_TENORS.map((days) => ({ value: String(days), label: `${days} days` }));

/** What the choice comes to now, or why it cannot be financed (the same check as "Continue"). */
function FinancedAmount({ source, sourceId, refused }: { source: string; sourceId: string; refused: boolean }) {
  const chosen = source === 'cart' || ((source === 'quote' || source === 'order') && sourceId !== '');
  const { data } = useQuery(chosen ? queryKey(`${FINANCING_KEY}amount`, { source, sourceId }) : null, (signal) =>
    procurementAmount(source, sourceId, signal),
  );
  if (!chosen || !data || data.amount === null) return null;
  // Once "Continue" refused it, the field's own message says it.
  if (data.problem && refused) return null;
  if (data.problem)
    return (
      <p className="fin-note outside" data-testid="financed-amount">
        {data.problem.message} {source === 'cart' && <a href="/cart">Go to your cart</a>}
      </p>
    );
  return (
    <p className="fin-range" data-testid="financed-amount">
      {source === 'cart' ? 'Your cart comes to' : 'This comes to'} <strong>{formatMoney(data.amount)}</strong> today.
    </p>
  );
}

export function ProcurementStep() {
  const { form, errorOf } = useDraftForm();
  const source = String(form.watch('source') ?? '');
  const { query, options } = useSourceOptions(source);
  const sourceField = form.register('source', { onChange: () => form.setValue('sourceId', '', { shouldDirty: true }) });

  return (
    <>
      <div className="field">
        <ChoiceGroup legend="What to finance" choices={SOURCES} field={sourceField} />
        {errorOf('source') && <p className="field-error">{errorOf('source')}</p>}
      </div>
      {source === 'cart' && (
        <p className="notice fin-note">
          Your cart is financed as it is when you submit: its prices and stock are checked again then. <a href="/cart">Review your cart</a>
        </p>
      )}
      <FinancedAmount
        source={source}
        sourceId={String(form.watch('sourceId') ?? '')}
        refused={Boolean(errorOf('source') || errorOf('sourceId'))}
      />
      {(source === 'quote' || source === 'order') &&
        (options ? (
          options.length ? (
            <Field id="fin-source-id" label={source === 'quote' ? 'Quote' : 'Order'} error={errorOf('sourceId')}>
              {(control) => (
                <select className="input" {...control} {...form.register('sourceId')}>
                  <option value="">{source === 'quote' ? 'Choose a quote' : 'Choose an order'}</option>
                  {options.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : (
            <p className="notice fin-note">
              {source === 'quote' ? (
                <>
                  No quote can be financed yet: a supplier has to answer it first.{' '}
                  <a href="/procurement/my-requests">Your quote requests</a>
                </>
              ) : (
                <>
                  No order is waiting for payment. <a href="/procurement/my-orders">Your orders</a>
                </>
              )}
            </p>
          )
        ) : (
          <QueryStatus query={query} what={source === 'quote' ? 'your quotes' : 'your orders'} />
        ))}
      <div className="field">
        <ChoiceGroup legend="Tenor" choices={TENORS} field={form.register('tenorDays')} />
        <p className="hint">Repaid in equal instalments, one every 30 days.</p>
        {errorOf('tenorDays') && <p className="field-error">{errorOf('tenorDays')}</p>}
      </div>
      <Field id="fin-purpose" label="Purpose (optional)" error={errorOf('purpose')} hint="What the goods are for, in a sentence or two.">
        {(control) => <textarea className="input textarea" rows={3} maxLength={1000} {...control} {...form.register('purpose')} />}
      </Field>
    </>
  );
}
