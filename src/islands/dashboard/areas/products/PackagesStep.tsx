/** Step 2: the packages the product is sold in, each with its price (typed in naira) and stock. */
import { useMemo } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { PRODUCT_LIMITS, type SellerProduct } from '../../../../contracts/seller-products.ts';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { updateProduct } from './api.ts';
import { firstMessage } from './first-message.ts';
import { emptyPackage, packagesForm, packagesValues } from './form-schemas.ts';
import { PackageRow } from './PackageRow.tsx';
import { closeLabel, StepActions } from './StepActions.tsx';
import { useStepForm, type StepProps } from './use-step-form.ts';

/** The gateway names prices `priceMinor`; the form's field is `price`. */
const fieldOf = (name: string) => name.replace(/\.priceMinor$/, '.price');

export function PackagesStep({ product, onSaved, onBack, onDirty }: StepProps & { product: SellerProduct }) {
  const values = useMemo(() => packagesValues(product), [product]);
  const { form, register, save, formError, busy } = useStepForm(packagesForm, values, {
    onDirty,
    onSaved,
    send: ({ packages }) => updateProduct({ id: product.id, packages }),
    fieldOf,
  });
  const {
    control,
    formState: { errors },
  } = form;
  // Keyed apart from `id`, which is the package's own id.
  const { fields, append, remove } = useFieldArray({ control, name: 'packages', keyName: 'fieldKey' });
  const rows = useWatch({ control, name: 'packages' });

  const rowErrors = errors.packages as unknown as Record<number, Record<string, unknown>> | undefined;
  const listError =
    firstMessage((errors.packages as { root?: unknown; message?: string } | undefined)?.root) ??
    (errors.packages as { message?: string } | undefined)?.message;

  return (
    <form className="form" onSubmit={(e) => void save('next')(e)} noValidate>
      <FormMessage error={formError} />
      {fields.length === 0 && (
        <p className="card notice-block">No package yet. Add at least one, with its price and stock, before you publish the product.</p>
      )}
      <ol className="row-list">
        {fields.map((field, i) => (
          <PackageRow
            key={field.fieldKey}
            index={i}
            row={rows?.[i]}
            removable={field.removable !== false}
            register={register}
            error={(name) => firstMessage(rowErrors?.[i]?.[name])}
            onRemove={() => remove(i)}
          />
        ))}
      </ol>
      {listError && <p className="field-error">{listError}</p>}
      {fields.length < PRODUCT_LIMITS.packages && (
        <div className="add-buttons">
          <button
            type="button"
            className="button secondary compact"
            onClick={() => append(emptyPackage(product.moqUnit), { shouldFocus: true })}
          >
            Add a package
          </button>
        </div>
      )}
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
