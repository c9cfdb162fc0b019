/** Manufacturing, step 4: the amount asked (the inputs' total is offered as a start) and the tenor. */
import { formatMoney, koboToNaira, nairaToKobo } from '../../../../contracts/money.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { AmountRange } from './AmountRange.tsx';
import type { TypedRow } from './draft-codec.ts';
import { fieldLabel } from './draft-fields.ts';
import { TenorField } from './TenorField.tsx';
import { useDraftForm } from './use-draft-form.ts';

export function ManufacturingAmountStep() {
  const { form, errorOf } = useDraftForm();
  const inputs = (form.watch('inputs') ?? []) as TypedRow[];
  const inputsTotal = inputs.reduce((sum, row) => sum + (nairaToKobo(row.amount ?? '') ?? 0), 0);
  const amount = nairaToKobo(String(form.watch('amount') ?? ''));
  return (
    <>
      <Field
        id="fin-amount"
        label={fieldLabel('manufacturing', 'amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder="25,000,000"
        error={errorOf('amount')}
        hint={
          inputsTotal > 0 && (
            <>
              Your inputs add up to {formatMoney(inputsTotal)}.{' '}
              {amount !== inputsTotal && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => form.setValue('amount', koboToNaira(inputsTotal), { shouldDirty: true, shouldValidate: true })}
                >
                  Ask for that amount
                </button>
              )}
            </>
          )
        }
        {...form.register('amount')}
      />
      <AmountRange amount={amount} />
      <TenorField />
    </>
  );
}
