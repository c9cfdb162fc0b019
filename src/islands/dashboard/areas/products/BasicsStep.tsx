/** Step 1: what the product is, where it belongs in the catalog, and how it is sold. */
import { useEffect, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { countryName } from '../../../../contracts/format.ts';
import { INCOTERMS, PACKAGE_UNITS, PHYSICAL_FORMS } from '../../../../contracts/seller-products.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { useCountries } from '../../../shared/data/use-countries.ts';
import { AddProducerDialog } from './AddProducerDialog.tsx';
import { addProduct, updateProduct } from './api.ts';
import { ApplicationsPicker } from './ApplicationsPicker.tsx';
import type { CatalogOptions } from './catalog-options.ts';
import { firstMessage } from './first-message.ts';
import { basicsForm, basicsValues } from './form-schemas.ts';
import { PictureField } from './PictureField.tsx';
import { closeLabel, StepActions } from './StepActions.tsx';
import { useStepForm, type StepProps } from './use-step-form.ts';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function BasicsStep({ product, onSaved, onBack, onDirty, options }: StepProps & { options: CatalogOptions }) {
  const values = useMemo(() => basicsValues(product), [product]);
  const { form, register, save, formError, busy } = useStepForm(basicsForm, values, {
    onDirty,
    onSaved,
    send: (basics) => (product ? updateProduct({ id: product.id, ...basics }) : addProduct(basics)),
  });
  const {
    control,
    formState: { errors },
  } = form;
  const countries = useCountries();
  const message = (name: keyof typeof errors) => firstMessage(errors[name]);
  const origin = typeof values.originCountry === 'string' ? values.originCountry : '';
  const [addingProducer, setAddingProducer] = useState(false);
  // A producer just added is chosen once the list holds it (a select cannot take a value it lacks).
  const [newProducer, setNewProducer] = useState<number | null>(null);
  useEffect(() => {
    if (newProducer === null || !options.producers.some((p) => p.id === newProducer)) return;
    form.setValue('producerId', String(newProducer), { shouldDirty: true });
    setNewProducer(null);
  }, [newProducer, options.producers, form]);

  return (
    <form className="form" onSubmit={(e) => void save('next')(e)} noValidate>
      <FormMessage error={formError} />
      <div className="form-grid">
        <Field
          label="Product name"
          autoComplete="off"
          error={message('name')}
          hint="The chemical's usual name, e.g. Sodium hydroxide"
          {...register('name')}
        />
        <Field
          label="Grade"
          autoComplete="off"
          error={message('grade')}
          hint="e.g. Technical, Food, Pharmaceutical (BP/USP)"
          {...register('grade')}
        />
        <Field
          label="CAS number"
          autoComplete="off"
          inputMode="numeric"
          error={message('casNumber')}
          hint="e.g. 1310-73-2; leave empty for blends"
          {...register('casNumber')}
        />
        <Field label="Chemical formula" autoComplete="off" error={message('formula')} {...register('formula')} />
        <Field label="Purity" autoComplete="off" error={message('purity')} hint="e.g. 99% min" {...register('purity')} />
        <Field label="Physical form" id="basics-form" error={message('physicalForm')}>
          {(field) => (
            <select className="input" {...field} {...register('physicalForm')}>
              <option value="">Choose a physical form</option>
              {PHYSICAL_FORMS.map((f) => (
                <option key={f} value={f}>
                  {capitalize(f)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          fieldClassName="full"
          label="Other names (synonyms)"
          autoComplete="off"
          error={message('synonyms')}
          hint="Separate them with commas; buyers find the product by these too"
          {...register('synonyms')}
        />
        <Field
          fieldClassName="full"
          label="Description"
          id="basics-description"
          error={message('description')}
          hint="What it is used for, how it is made or packed, anything a buyer should know."
        >
          {(field) => <textarea className="input textarea" rows={5} maxLength={5000} {...field} {...register('description')} />}
        </Field>
        <Field label="Market" id="basics-market" error={message('marketId')}>
          {(field) => (
            <select className="input" disabled={options.loading} {...field} {...register('marketId')}>
              <option value="">{options.loading ? 'Loading markets…' : 'Choose a market'}</option>
              {options.markets.map((m) => (
                <option key={m.id} value={m.id}>{`${'\u00a0\u00a0\u00a0'.repeat(m.depth)}${m.name}`}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Producer (manufacturer)" id="basics-producer" error={message('producerId')}>
          {(field) => (
            <>
              <select className="input" disabled={options.loading} {...field} {...register('producerId')}>
                <option value="">Not stated</option>
                {options.producers.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name} ({countryName(p.country)})
                  </option>
                ))}
              </select>
              <button type="button" className="link-button small" onClick={() => setAddingProducer(true)}>
                Producer not listed? Add it
              </button>
            </>
          )}
        </Field>
        {addingProducer && (
          <AddProducerDialog
            onClose={() => setAddingProducer(false)}
            onAdded={(producer) => {
              setAddingProducer(false);
              setNewProducer(producer.id);
            }}
          />
        )}
        <div className="full">
          <Controller
            control={control}
            name="applicationIds"
            render={({ field }) => (
              <ApplicationsPicker
                options={options.applications}
                value={(field.value as string[] | undefined) ?? []}
                onChange={field.onChange}
                error={message('applicationIds')}
              />
            )}
          />
        </div>
        <Field label="Minimum order quantity" id="basics-moq" error={message('moq')}>
          {(field) => (
            <div className="qty-row">
              <input className="input" type="text" inputMode="decimal" {...field} {...register('moq')} />
              <select className="input" aria-label="Unit of the minimum order" {...register('moqUnit')}>
                {PACKAGE_UNITS.map((u) => (
                  <option key={u} value={u}>
                    {u}
                  </option>
                ))}
              </select>
            </div>
          )}
        </Field>
        <Field
          label="Lead time (days)"
          type="text"
          inputMode="numeric"
          error={message('leadTimeDays')}
          hint="Days from order to dispatch"
          {...register('leadTimeDays')}
        />
        <Field label="Country of origin" id="basics-origin" error={message('originCountry')}>
          {(field) => (
            <select className="input" {...field} {...register('originCountry')}>
              <option value="">Not stated</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
              {origin && !countries.some((c) => c.code === origin) && <option value={origin}>{origin}</option>}
            </select>
          )}
        </Field>
        <Field
          label="Tags"
          autoComplete="off"
          error={message('tags')}
          hint="Words buyers search by, separated by commas"
          {...register('tags')}
        />
        <fieldset className="full choice-group">
          <legend>Incoterms you offer</legend>
          <div className="check-grid">
            {INCOTERMS.map((term) => (
              <label key={term}>
                <input type="checkbox" value={term} {...register('incoterms')} /> {term}
              </label>
            ))}
          </div>
          {errors.incoterms && <p className="field-error">{message('incoterms')}</p>}
        </fieldset>
        <div className="full">
          <Controller
            control={control}
            name="imageUrl"
            render={({ field }) => (
              <PictureField value={(field.value as string | null) ?? null} onChange={field.onChange} error={message('imageUrl')} />
            )}
          />
        </div>
      </div>
      <StepActions
        onBack={onBack}
        onClose={() => void save('close')()}
        closeLabel={closeLabel(product)}
        primaryLabel="Save and continue"
        busy={busy}
      />
    </form>
  );
}
