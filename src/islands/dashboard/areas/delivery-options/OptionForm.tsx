/**
 * Adding or changing a delivery option: what kind it is (pickup at a warehouse, a zone of states
 * with its fees, freight quoted on request), what the buyer reads, and for a zone its states and
 * fees per order, per tonne and per package; dangerous goods it does not carry (by class or
 * division) and, for a zone, what it adds per class the goods carry. Field errors from the gateway
 * land on their fields.
 */
import { useFieldArray, useWatch } from 'react-hook-form';
import { hazardFilterChoices } from '../../../../contracts/dangerous-goods.ts';
import type { DeliveryOption } from '../../../../contracts/delivery.ts';
import { NIGERIA_REGIONS } from '../../../../contracts/states.ts';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { invalidate } from '../../../shared/data/use-query.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { optionsKey, saveOption } from './api.ts';
import { emptyOption, formOf, type OptionFormInput, type OptionFormOutput, optionForm } from './option-form.ts';

const KINDS = [
  { value: 'pickup', title: 'Pickup at a warehouse', hint: 'Free: the buyer collects.' },
  { value: 'zone', title: 'Delivery to a zone', hint: 'States you deliver to, with your fees.' },
  { value: 'quoted', title: 'Freight on request', hint: 'You quote the freight after the order.' },
] as const;

/** The classes and divisions an option may refuse or surcharge, as the search's filter lists them. */
const CLASS_CHOICES = hazardFilterChoices().filter((c) => c.value !== 'none');

/** The first message of a field's errors, whether on the list or on one of its items. */
function listError(error: unknown): string | undefined {
  const e = error as { message?: string } | ({ message?: string } | undefined)[] | undefined;
  if (!e) return undefined;
  if (!Array.isArray(e)) return e.message;
  return e.find((item) => item?.message)?.message;
}

interface OptionFormProps {
  /** The option to change, or null to add one. */
  option: DeliveryOption | null;
  position: number;
  onDone: (message: string) => void;
  onCancel: () => void;
}

export function OptionForm({ option, position, onDone, onCancel }: OptionFormProps) {
  const { form, submit, onValid, formError, errors, busy } = useGatewayForm<OptionFormOutput, OptionFormInput>(
    optionForm,
    option ? formOf(option) : { ...emptyOption, position },
    // Checked on saving, then as each field changes: a message appearing when a surcharge row is
    // left would push the fields below it down under the pointer that is clicking one of them.
    { mode: 'onSubmit' },
  );
  const kind = useWatch({ control: form.control, name: 'kind' });
  const states = useWatch({ control: form.control, name: 'states' }) ?? [];
  const surcharges = useFieldArray({ control: form.control, name: 'classSurcharges' });

  const onSubmit = onValid(async (values) => {
    // Classes left ticked under another kind are not sent: a pickup refuses nothing, only a zone surcharges.
    const body = {
      ...values,
      refusedClasses: values.kind === 'pickup' ? [] : values.refusedClasses,
      classSurcharges: values.kind === 'zone' ? values.classSurcharges : [],
    };
    const message = await submit(() => saveOption(option?.id ?? null, body));
    if (message === null) return;
    invalidate(optionsKey);
    onDone(message);
  });
  const field = (key: 'label' | 'address' | 'feePerOrderMinor' | 'feePerTonneMinor' | 'feePerPackageMinor' | 'leadTimeDays') => ({
    error: errors[key]?.message,
    ...form.register(key),
  });
  const setRegion = (region: readonly string[], on: boolean) => {
    const next = new Set(states as string[]);
    for (const s of region) on ? next.add(s) : next.delete(s);
    form.setValue('states', [...next] as OptionFormInput['states'], { shouldDirty: true });
  };
  const refusedError = listError(errors.refusedClasses);
  const surchargesError = errors.classSurcharges?.message ?? errors.classSurcharges?.root?.message;
  const statesError = errors.states?.message ?? (Array.isArray(errors.states) ? errors.states.find(Boolean)?.message : undefined);

  return (
    <form className="card area-block form delivery-form" onSubmit={onSubmit} noValidate aria-labelledby="delivery-form-title">
      <h2 id="delivery-form-title">{option ? `Change “${option.label}”` : 'Add a delivery option'}</h2>
      <FormMessage error={formError} />
      <fieldset className="choice-cards">
        <legend>Kind</legend>
        {KINDS.map((k) => (
          <label key={k.value} className="choice-card">
            <input type="radio" value={k.value} {...form.register('kind')} />
            <span className="choice-body">
              <span className="choice-title">{k.title}</span>
              <span className="small muted">{k.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="form-grid">
        <Field
          label="What the buyer reads"
          placeholder={kind === 'pickup' ? 'Pickup at our Apapa warehouse' : 'Delivery to Kano and the North-West'}
          {...field('label')}
        />
        <Field label="Working days from dispatch" inputMode="numeric" hint="Leave empty when you cannot say." {...field('leadTimeDays')} />
        {kind === 'pickup' && (
          <div className="full">
            <Field label="Warehouse address" autoComplete="street-address" {...field('address')} />
          </div>
        )}
        {kind === 'zone' && (
          <>
            <Field label="Fee per order (₦)" inputMode="decimal" {...field('feePerOrderMinor')} />
            <Field label="Fee per tonne (₦)" inputMode="decimal" {...field('feePerTonneMinor')} />
            <Field label="Fee per package (₦)" inputMode="decimal" hint="VAT is added at your rate." {...field('feePerPackageMinor')} />
          </>
        )}
      </div>
      {kind === 'zone' && (
        <fieldset className="zone-states" aria-describedby={statesError ? 'zone-states-error' : undefined}>
          <legend>States of the zone</legend>
          {Object.entries(NIGERIA_REGIONS).map(([region, list]) => {
            const all = list.every((s) => (states as string[]).includes(s));
            return (
              <div key={region} className="zone-region">
                <label className="checkbox zone-region-name">
                  <input type="checkbox" checked={all} onChange={(e) => setRegion(list, e.target.checked)} /> {region}
                </label>
                <div className="zone-region-states">
                  {list.map((state) => (
                    <label key={state} className="checkbox small">
                      <input type="checkbox" value={state} {...form.register('states')} /> {state}
                    </label>
                  ))}
                </div>
              </div>
            );
          })}
          {statesError && (
            <p id="zone-states-error" className="field-error">
              {statesError}
            </p>
          )}
        </fieldset>
      )}
      {kind !== 'pickup' && (
        <fieldset className="refused-classes" aria-describedby={refusedError ? 'refused-classes-error' : 'refused-classes-hint'}>
          <legend>Dangerous goods it does not carry</legend>
          <p id="refused-classes-hint" className="small muted">
            A delivery holding goods of a class ticked here (its label or a subsidiary risk) is not offered this option; pickup stays.
          </p>
          <div className="class-choices">
            {CLASS_CHOICES.map((c) => (
              <label key={c.value} className={`checkbox small${c.depth ? ' class-division' : ''}`}>
                <input type="checkbox" value={c.value} {...form.register('refusedClasses')} /> {c.label}
              </label>
            ))}
          </div>
          {refusedError && (
            <p id="refused-classes-error" className="field-error">
              {refusedError}
            </p>
          )}
        </fieldset>
      )}
      {kind === 'zone' && (
        <fieldset className="class-surcharges" aria-describedby={surchargesError ? 'class-surcharges-error' : 'class-surcharges-hint'}>
          <legend>Surcharges for dangerous goods</legend>
          <p id="class-surcharges-hint" className="small muted">
            Added to the fee once for each class the delivery's goods carry (a surcharge on class 5 applies to nitric acid, 8 with 5.1); VAT
            as the fee.
          </p>
          {surcharges.fields.map((row, index) => {
            const rowErrors = errors.classSurcharges?.[index];
            return (
              <div key={row.id} className="surcharge-row">
                <Field label="Class" name={`classSurcharges.${index}.class`} error={rowErrors?.class?.message}>
                  {(control) => (
                    <select className="input" {...control} {...form.register(`classSurcharges.${index}.class`)}>
                      {CLASS_CHOICES.map((c) => (
                        <option key={c.value} value={c.value}>
                          {c.label}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field
                  label="Surcharge (₦)"
                  inputMode="decimal"
                  error={rowErrors?.amountMinor?.message}
                  {...form.register(`classSurcharges.${index}.amountMinor`)}
                />
                <button type="button" className="button secondary compact" onClick={() => surcharges.remove(index)}>
                  Remove<span className="visually-hidden"> surcharge {index + 1}</span>
                </button>
              </div>
            );
          })}
          <button type="button" className="button secondary compact" onClick={() => surcharges.append({ class: '8', amountMinor: '' })}>
            Add a surcharge
          </button>
          {surchargesError && (
            <p id="class-surcharges-error" className="field-error">
              {surchargesError}
            </p>
          )}
        </fieldset>
      )}
      <label className="checkbox">
        <input type="checkbox" {...form.register('active')} /> Offered to buyers
      </label>
      <div className="form-actions">
        <button className="button" type="submit" disabled={busy}>
          {form.formState.isSubmitting ? 'Saving…' : option ? 'Save the option' : 'Add the option'}
        </button>
        <button className="button secondary" type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
