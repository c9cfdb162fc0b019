/**
 * The product's transport classification in the Safety step: not stated, not dangerous for
 * transport, or dangerous goods with their UN entry. "Fill in from the reference list" takes the
 * list's classification of the product's CAS number in its form and grade; where the seller's
 * entry differs from the list, the reason is asked for, and what differs is shown.
 */
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  gradePercent,
  HAZARD_CLASS_NAMES,
  HAZARD_CLASSES,
  PACKING_GROUPS,
  QUANTITY_PROVISION_NAMES,
  QUANTITY_PROVISIONS,
} from '../../../../contracts/dangerous-goods.ts';
import type { SellerProduct } from '../../../../contracts/seller-products.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { loadTransportSuggestion } from './api.ts';
import { firstMessage } from './first-message.ts';
import { type SafetyValues, transportValues } from './form-schemas.ts';

export function TransportFields({ form, product }: { form: UseFormReturn<SafetyValues, unknown, unknown>; product: SellerProduct }) {
  const { register, watch, setValue, formState } = form;
  const errors = formState.errors.transport;
  const state = watch('transport.state');
  const [suggestion, setSuggestion] = useState<{ note: string | null; error: string | null }>({ note: null, error: null });
  const [asking, setAsking] = useState(false);

  async function fillIn() {
    if (!product.casNumber) {
      setSuggestion({ note: null, error: 'Add the CAS number in step 1 first: the reference list is read by CAS number.' });
      return;
    }
    setAsking(true);
    try {
      const found = await loadTransportSuggestion(product.casNumber, product.physicalForm, gradePercent(product.grade));
      setValue('transport', transportValues(found.suggested), { shouldDirty: true, shouldValidate: formState.isSubmitted });
      setSuggestion({ note: found.note ?? `From the ${found.source}.`, error: null });
    } catch (error) {
      setSuggestion({ note: null, error: errorMessage(error) });
    } finally {
      setAsking(false);
    }
  }

  const differences = product.transport?.differences ?? [];
  return (
    <fieldset className="choice-group transport-fields">
      <legend>Transport (dangerous goods)</legend>
      <div className="transport-states">
        {(
          [
            ['', 'Not stated'],
            ['not-dangerous', 'Not dangerous for transport'],
            ['dangerous', 'Dangerous goods'],
          ] as const
        ).map(([value, label]) => (
          <label key={value}>
            <input type="radio" value={value} {...register('transport.state')} /> {label}
          </label>
        ))}
      </div>
      <p>
        <button type="button" className="button secondary compact" onClick={() => void fillIn()} disabled={asking}>
          {asking ? 'Reading the list…' : 'Fill in from the reference list'}
        </button>
      </p>
      {suggestion.note && <p className="small muted">{suggestion.note}</p>}
      {suggestion.error && (
        <p className="field-error" role="alert">
          {suggestion.error}
        </p>
      )}
      {state === 'dangerous' && (
        <div className="form-grid">
          <Field
            label="UN number"
            autoComplete="off"
            hint="e.g. UN1090"
            error={firstMessage(errors?.unNumber)}
            {...register('transport.unNumber')}
          />
          <Field
            label="Proper shipping name"
            autoComplete="off"
            hint="As the list writes it; an N.O.S. entry takes the technical name in brackets"
            error={firstMessage(errors?.properShippingName)}
            {...register('transport.properShippingName')}
          />
          <Field label="Class or division" id="transport-class" error={firstMessage(errors?.hazardClass)}>
            {(field) => (
              <select className="input" {...field} {...register('transport.hazardClass')}>
                <option value="">Choose…</option>
                {HAZARD_CLASSES.map((c) => (
                  <option key={c} value={c}>
                    {c} {HAZARD_CLASS_NAMES[c]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label="Subsidiary risks"
            autoComplete="off"
            hint="Classes separated by commas, e.g. 5.1, 8"
            error={firstMessage(errors?.subsidiaryRisks)}
            {...register('transport.subsidiaryRisks')}
          />
          <Field label="Packing group" id="transport-pg" error={firstMessage(errors?.packingGroup)}>
            {(field) => (
              <select className="input" {...field} {...register('transport.packingGroup')}>
                <option value="">None</option>
                {PACKING_GROUPS.map((pg) => (
                  <option key={pg} value={pg}>
                    {pg}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Quantity" id="transport-quantity" error={firstMessage(errors?.quantity)}>
            {(field) => (
              <select className="input" {...field} {...register('transport.quantity')}>
                {QUANTITY_PROVISIONS.map((q) => (
                  <option key={q} value={q}>
                    {QUANTITY_PROVISION_NAMES[q]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <label className="checkbox">
            <input type="checkbox" {...register('transport.marinePollutant')} /> Marine pollutant
          </label>
        </div>
      )}
      {state !== '' && (
        <Field label="Reason, where it differs from the reference list" id="transport-reason" error={firstMessage(errors?.reason)}>
          {(field) => <textarea className="input" rows={2} {...field} {...register('transport.reason')} />}
        </Field>
      )}
      {differences.length > 0 && (
        <div className="small">
          <p>Differs from the reference list (the marketplace’s operators see your reason):</p>
          <ul>
            {differences.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
