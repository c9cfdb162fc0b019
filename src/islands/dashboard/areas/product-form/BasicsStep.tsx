/** Step 1: what the product is, where it belongs in the catalog, and how it is sold. */
import { useId, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { INCOTERMS, PACKAGE_UNITS, PHYSICAL_FORMS, PRODUCT_LIMITS } from '../../../../contracts/seller-products.ts';
import { Field } from '../../../shared/Field.tsx';
import { FormMessage } from '../../../shared/FormMessage.tsx';
import { FileUpload } from '../../../shared/FileUpload.tsx';
import { useCountries } from '../../../shared/use-countries.ts';
import type { CatalogOptions, TreeOption } from './catalog-options.ts';
import { basicsForm, basicsValues, firstMessage } from './form-schemas.ts';
import { closeLabel, saveProduct, StepActions, useStepForm, type Intent, type StepProps } from './step-form.tsx';

const FILE_URL = /^\/api\/v1\/files\/([0-9a-f-]{36})$/i;
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function BasicsStep({ product, onSaved, onBack, onDirty, options }: StepProps & { options: CatalogOptions }) {
  const values = useMemo(() => basicsValues(product), [product]);
  const { form, run, submit, formError, busy } = useStepForm(basicsForm, values, onDirty);
  const { register, control, formState: { errors } } = form;
  const countries = useCountries();
  const message = (name: keyof typeof errors) => firstMessage(errors[name]);
  const origin = typeof values.originCountry === 'string' ? values.originCountry : '';

  const save = (intent: Intent) => submit(async (basics) => {
    const saved = await run(() => (product
      ? saveProduct('update-product', { id: product.id, ...basics })
      : saveProduct('add-product', basics)));
    if (saved) onSaved(saved.product, intent, saved.message);
  });

  return (
    <form className="form" onSubmit={(e) => void save('next')(e)} noValidate>
      <FormMessage error={formError} />
      <div className="form-grid">
        <Field label="Product name" autoComplete="off" error={message('name')} hint="The chemical's usual name, e.g. Sodium hydroxide" {...register('name')} />
        <Field label="Grade" autoComplete="off" error={message('grade')} hint="e.g. Technical, Food, Pharmaceutical (BP/USP)" {...register('grade')} />
        <Field label="CAS number" autoComplete="off" inputMode="numeric" error={message('casNumber')} hint="e.g. 1310-73-2; leave empty for blends" {...register('casNumber')} />
        <Field label="Chemical formula" autoComplete="off" error={message('formula')} {...register('formula')} />
        <Field label="Purity" autoComplete="off" error={message('purity')} hint="e.g. 99% min" {...register('purity')} />
        <div className="field">
          <label htmlFor="basics-form">Physical form</label>
          <select id="basics-form" className="input" aria-invalid={errors.physicalForm ? true : undefined} aria-describedby={errors.physicalForm ? 'basics-form-error' : undefined} {...register('physicalForm')}>
            <option value="">Choose a physical form</option>
            {PHYSICAL_FORMS.map((f) => <option key={f} value={f}>{capitalize(f)}</option>)}
          </select>
          {errors.physicalForm && <p id="basics-form-error" className="field-error">{message('physicalForm')}</p>}
        </div>
        <div className="full">
          <Field label="Other names (synonyms)" autoComplete="off" error={message('synonyms')} hint="Separate them with commas; buyers find the product by these too" {...register('synonyms')} />
        </div>
        <div className="field full">
          <label htmlFor="basics-description">Description</label>
          <textarea id="basics-description" className="input textarea" rows={5} maxLength={5000} aria-describedby="basics-description-hint" {...register('description')} />
          <p id="basics-description-hint" className="hint">What it is used for, how it is made or packed, anything a buyer should know.</p>
          {errors.description && <p className="field-error">{message('description')}</p>}
        </div>
        <div className="field">
          <label htmlFor="basics-market">Market</label>
          <select id="basics-market" className="input" disabled={options.loading} aria-invalid={errors.marketId ? true : undefined} aria-describedby={errors.marketId ? 'basics-market-error' : undefined} {...register('marketId')}>
            <option value="">{options.loading ? 'Loading markets…' : 'Choose a market'}</option>
            {options.markets.map((m) => <option key={m.id} value={m.id}>{`${'\u00a0\u00a0\u00a0'.repeat(m.depth)}${m.name}`}</option>)}
          </select>
          {errors.marketId && <p id="basics-market-error" className="field-error">{message('marketId')}</p>}
        </div>
        <div className="field">
          <label htmlFor="basics-producer">Producer (manufacturer)</label>
          <select id="basics-producer" className="input" disabled={options.loading} {...register('producerId')}>
            <option value="">Not stated</option>
            {options.producers.map((p) => <option key={p.id} value={p.id}>{p.name} ({p.country})</option>)}
          </select>
          {errors.producerId && <p className="field-error">{message('producerId')}</p>}
        </div>
        <div className="full">
          <Controller control={control} name="applicationIds" render={({ field }) => (
            <ApplicationsPicker options={options.applications} value={(field.value as string[] | undefined) ?? []} onChange={field.onChange} error={message('applicationIds')} />
          )} />
        </div>
        <div className="field">
          <label htmlFor="basics-moq">Minimum order quantity</label>
          <div className="qty-row">
            <input id="basics-moq" className="input" type="text" inputMode="decimal" aria-invalid={errors.moq ? true : undefined} aria-describedby={errors.moq ? 'basics-moq-error' : undefined} {...register('moq')} />
            <select className="input" aria-label="Unit of the minimum order" {...register('moqUnit')}>
              {PACKAGE_UNITS.map((u) => <option key={u} value={u}>{u}</option>)}
            </select>
          </div>
          {errors.moq && <p id="basics-moq-error" className="field-error">{message('moq')}</p>}
        </div>
        <Field label="Lead time (days)" type="text" inputMode="numeric" error={message('leadTimeDays')} hint="Days from order to dispatch" {...register('leadTimeDays')} />
        <div className="field">
          <label htmlFor="basics-origin">Country of origin</label>
          <select id="basics-origin" className="input" {...register('originCountry')}>
            <option value="">Not stated</option>
            {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
            {origin && !countries.some((c) => c.code === origin) && <option value={origin}>{origin}</option>}
          </select>
          {errors.originCountry && <p className="field-error">{message('originCountry')}</p>}
        </div>
        <Field label="Tags" autoComplete="off" error={message('tags')} hint="Words buyers search by, separated by commas" {...register('tags')} />
        <fieldset className="full choice-group">
          <legend>Incoterms you offer</legend>
          <div className="check-grid">
            {INCOTERMS.map((term) => (
              <label key={term}><input type="checkbox" value={term} {...register('incoterms')} /> {term}</label>
            ))}
          </div>
          {errors.incoterms && <p className="field-error">{message('incoterms')}</p>}
        </fieldset>
        <div className="full">
          <Controller control={control} name="imageUrl" render={({ field }) => {
            const current = (field.value as string | null) ?? null;
            const fileId = current ? FILE_URL.exec(current)?.[1] ?? null : null;
            return (
              <div className="picker">
                {current && !fileId && (
                  <div className="current-picture"><img src={current} alt="Current product picture" width={96} height={96} /><span className="small muted">Current picture. Upload a photo to replace it.</span></div>
                )}
                <FileUpload kind="photo" label="Product picture" value={fileId} onChange={(file) => field.onChange(file ? file.url : null)} />
                {errors.imageUrl && <p className="field-error">{message('imageUrl')}</p>}
              </div>
            );
          }} />
        </div>
      </div>
      <StepActions onBack={onBack} onClose={() => void save('close')()} closeLabel={closeLabel(product)} primaryLabel="Save and continue" busy={busy} />
    </form>
  );
}

/** Applications (technologies) the product serves: a filter, checkboxes grouped by top-level application, the chosen ones as chips. */
function ApplicationsPicker({ options, value, onChange, error }: { options: TreeOption[]; value: string[]; onChange: (ids: string[]) => void; error?: string | undefined }) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const chosen = new Set(value);
  const byId = new Map(options.map((o) => [String(o.id), o]));
  const needle = filter.trim().toLowerCase();
  const shown = needle ? options.filter((o) => o.path.toLowerCase().includes(needle)) : options;
  const groups = new Map<number, TreeOption[]>();
  for (const option of shown) groups.set(option.topId, [...(groups.get(option.topId) ?? []), option]);
  const full = value.length >= PRODUCT_LIMITS.applications;
  const toggle = (optionId: string, on: boolean) => onChange(on ? [...value, optionId] : value.filter((v) => v !== optionId));

  return (
    <div className="field picker">
      <label htmlFor={`${id}-filter`}>Applications</label>
      <p className="hint" id={`${id}-hint`}>What buyers use it for; choose up to {PRODUCT_LIMITS.applications}. {value.length} chosen.</p>
      {value.length > 0 && (
        <ul className="chosen" aria-label="Chosen applications">
          {value.map((v) => (
            <li key={v}>{byId.get(v)?.name ?? `Application ${v}`}
              <button type="button" aria-label={`Remove ${byId.get(v)?.name ?? v}`} onClick={() => toggle(v, false)}>×</button>
            </li>
          ))}
        </ul>
      )}
      <input id={`${id}-filter`} type="search" className="input" placeholder="Filter applications" value={filter} onChange={(e) => setFilter(e.target.value)} aria-describedby={`${id}-hint`} />
      <div className="picker-list" role="group" aria-label="Applications to choose from">
        {shown.length === 0 && <p className="muted small">{options.length ? 'No application matches the filter.' : 'Loading applications…'}</p>}
        {[...groups.entries()].map(([topId, items]) => (
          <fieldset key={topId}>
            <legend>{byId.get(String(topId))?.name ?? items[0]!.path.split(' › ')[0]}</legend>
            <div className="check-list">
              {items.map((o) => {
                const key = String(o.id);
                return (
                  <label key={o.id} className={o.depth > 1 ? 'deep' : undefined}>
                    <input type="checkbox" checked={chosen.has(key)} disabled={!chosen.has(key) && full} onChange={(e) => toggle(key, e.target.checked)} />
                    {o.depth === 0 ? `${o.name} (all)` : o.name}
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}
