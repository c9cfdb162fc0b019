/** Step 2: the packages the product is sold in, each with its price (typed in naira) and stock. */
import { useMemo } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { nairaToKobo } from '../../../../contracts/money.ts';
import { PACKAGE_UNITS, PRODUCT_LIMITS, type SellerProduct } from '../../../../contracts/seller-products.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { FormMessage } from '../../../shared/FormMessage.tsx';
import { emptyPackage, firstMessage, packagesForm, packagesValues } from './form-schemas.ts';
import { closeLabel, saveProduct, StepActions, useStepForm, type Intent, type StepProps } from './step-form.tsx';

/** The gateway names prices `priceMinor`; the form's field is `price`. */
const fieldOf = (name: string) => name.replace(/\.priceMinor$/, '.price');

export function PackagesStep({ product, onSaved, onBack, onDirty }: StepProps & { product: SellerProduct }) {
  const values = useMemo(() => packagesValues(product), [product]);
  const { form, run, submit, formError, busy } = useStepForm(packagesForm, values, onDirty, fieldOf);
  const { register, control, formState: { errors } } = form;
  // Keyed apart from `id`, which is the package's own id.
  const { fields, append, remove } = useFieldArray({ control, name: 'packages', keyName: 'fieldKey' });
  const rows = useWatch({ control, name: 'packages' });

  const save = (intent: Intent) => submit(async ({ packages }) => {
    const saved = await run(() => saveProduct('update-product', { id: product.id, packages }));
    if (saved) onSaved(saved.product, intent, saved.message);
  });

  const rowError = (i: number, field: string) => firstMessage((errors.packages as unknown as Record<string, Record<string, unknown>> | undefined)?.[i]?.[field]);
  const listError = firstMessage((errors.packages as { root?: unknown; message?: string } | undefined)?.root) ?? (errors.packages as { message?: string } | undefined)?.message;

  return (
    <form className="form" onSubmit={(e) => void save('next')(e)} noValidate>
      <FormMessage error={formError} />
      {fields.length === 0 && (
        <p className="card notice-block">No package yet. Add at least one, with its price and stock, before you publish the product.</p>
      )}
      <ol className="row-list">
        {fields.map((field, i) => {
          const row = rows?.[i];
          const kobo = row ? nairaToKobo(row.price ?? '') : null;
          const size = row ? Number(row.size) : NaN;
          const perUnit = kobo !== null && size > 0 ? `${formatMoney(Math.round(kobo / size))} per ${row?.unit}` : null;
          const removable = field.removable !== false;
          const name = row?.label?.trim() || `Package ${i + 1}`;
          const id = (f: string) => `package-${i}-${f}`;
          const described = (f: string) => (rowError(i, f) ? { 'aria-invalid': true as const, 'aria-describedby': `${id(f)}-error` } : {});
          return (
            <li key={field.fieldKey} className="edit-row" aria-labelledby={id('title')}>
              <div className="edit-row-head">
                <h3 id={id('title')}>{name}</h3>
                <button type="button" className="button secondary compact" disabled={!removable}
                  aria-describedby={removable ? undefined : id('locked')} onClick={() => remove(i)}>Remove {name}</button>
              </div>
              {!removable && <p id={id('locked')} className="hint">Ordered or quoted already, so it stays. To stop selling it, set its stock to 0.</p>}
              <div className="package-fields">
                <div className="field wide">
                  <label htmlFor={id('label')}>Package name</label>
                  <input id={id('label')} className="input" autoComplete="off" placeholder="e.g. 25 kg bag" {...described('label')} {...register(`packages.${i}.label`)} />
                  {rowError(i, 'label') && <p id={`${id('label')}-error`} className="field-error">{rowError(i, 'label')}</p>}
                </div>
                <div className="field">
                  <label htmlFor={id('size')}>Size</label>
                  <input id={id('size')} className="input" inputMode="decimal" autoComplete="off" {...described('size')} {...register(`packages.${i}.size`)} />
                  {rowError(i, 'size') && <p id={`${id('size')}-error`} className="field-error">{rowError(i, 'size')}</p>}
                </div>
                <div className="field">
                  <label htmlFor={id('unit')}>Unit</label>
                  <select id={id('unit')} className="input" {...register(`packages.${i}.unit`)}>
                    {PACKAGE_UNITS.map((u) => <option key={u} value={u}>{u}</option>)}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor={id('price')}>Price (₦)</label>
                  <div className="input-with-unit">
                    <span className="unit" aria-hidden="true">₦</span>
                    <input id={id('price')} className="input" inputMode="decimal" autoComplete="off" {...described('price')} {...register(`packages.${i}.price`)} />
                  </div>
                  {rowError(i, 'price') ? <p id={`${id('price')}-error`} className="field-error">{rowError(i, 'price')}</p>
                    : perUnit && <p className="hint">{perUnit}, before VAT and delivery</p>}
                </div>
                <div className="field">
                  <label htmlFor={id('stock')}>Packages in stock</label>
                  <input id={id('stock')} className="input" inputMode="numeric" autoComplete="off" {...described('stock')} {...register(`packages.${i}.stock`)} />
                  {rowError(i, 'stock') && <p id={`${id('stock')}-error`} className="field-error">{rowError(i, 'stock')}</p>}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {listError && <p className="field-error">{listError}</p>}
      {fields.length < PRODUCT_LIMITS.packages && (
        <div className="add-buttons">
          <button type="button" className="button secondary compact" onClick={() => append(emptyPackage(product.moqUnit), { shouldFocus: true })}>Add a package</button>
        </div>
      )}
      <StepActions onBack={onBack} onClose={() => void save('close')()} closeLabel={closeLabel(product)} primaryLabel="Save and continue" busy={busy} />
    </form>
  );
}
