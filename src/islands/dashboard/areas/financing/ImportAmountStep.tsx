/**
 * Import, step 3: the proforma's amount in its currency and the rate the company expects to pay
 * (naira per unit), with the naira equivalent worked out live as either changes; then the tenor.
 */
import { IMPORT_CURRENCIES, nairaEquivalent, rateToKobo } from '../../../../contracts/financing.ts';
import { formatMoney, koboToNaira, nairaToKobo } from '../../../../contracts/money.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { AmountRange } from './AmountRange.tsx';
import { fieldLabel } from './draft-fields.ts';
import { TenorField } from './TenorField.tsx';
import { useDraftForm } from './use-draft-form.ts';

const label = (name: string) => fieldLabel('import', name);
const CURRENCY_NAMES: Record<(typeof IMPORT_CURRENCIES)[number], string> = { USD: 'US dollars', EUR: 'Euros', CNY: 'Chinese yuan' };

export function ImportAmountStep() {
  const { form, errorOf } = useDraftForm();
  const [currency, typedAmount, typedRate] = form.watch(['currency', 'foreignAmount', 'koboPerUnit']).map((v) => String(v ?? ''));
  const unit = currency || 'unit';
  const foreign = nairaToKobo(typedAmount ?? '');
  const rate = rateToKobo(typedRate ?? '');
  const naira = foreign !== null && rate !== null ? nairaEquivalent(foreign, rate) : null;

  return (
    <>
      <Field id="fin-currency" label={label('currency')} error={errorOf('currency')}>
        {(control) => (
          <select className="input" {...control} {...form.register('currency')}>
            <option value="">Choose a currency</option>
            {IMPORT_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code} · {CURRENCY_NAMES[code]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="form-row">
        <Field
          id="fin-foreign-amount"
          label={label('foreignAmount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="12,500.00"
          hint={
            currency
              ? `In ${CURRENCY_NAMES[currency as keyof typeof CURRENCY_NAMES] ?? currency}, as on the proforma.`
              : 'In the currency of the proforma.'
          }
          error={errorOf('foreignAmount')}
          {...form.register('foreignAmount')}
        />
        <Field
          id="fin-rate"
          label={label('koboPerUnit')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="1,550.25"
          hint={`What you expect to pay in naira for 1 ${unit}.`}
          error={errorOf('koboPerUnit')}
          {...form.register('koboPerUnit')}
        />
      </div>
      <div className="fin-equivalent">
        <span>Naira equivalent</span>
        <output htmlFor="fin-foreign-amount fin-rate" aria-live="polite" data-testid="naira-equivalent">
          {naira !== null ? formatMoney(naira) : '—'}
        </output>
        <span className="small muted">
          {naira !== null && foreign !== null && rate !== null
            ? `${currency ? formatMoney(foreign, currency) : koboToNaira(foreign)} at ${formatMoney(rate)} per ${unit}`
            : 'Type the amount and the rate to see it.'}
        </span>
        <AmountRange amount={naira} />
      </div>
      <TenorField />
    </>
  );
}
