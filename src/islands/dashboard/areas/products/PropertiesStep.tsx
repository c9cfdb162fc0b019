/** Step 3: the specification table buyers compare (density, appearance, assay…). */
import { useMemo } from 'react';
import type { SellerProduct } from '../../../../contracts/seller-products.ts';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { updateProperties } from './api.ts';
import { EntriesEditor } from './EntriesEditor.tsx';
import { propertiesForm, toEntries } from './form-schemas.ts';
import { closeLabel, StepActions } from './StepActions.tsx';
import { useStepForm, type StepProps } from './use-step-form.ts';

const SUGGESTED = [
  'Appearance',
  'Assay',
  'Molar mass',
  'Density',
  'Melting point',
  'Boiling point',
  'pH (1% solution)',
  'Solubility',
  'Moisture',
  'Colour (APHA)',
];

export function PropertiesStep({ product, onSaved, onBack, onDirty }: StepProps & { product: SellerProduct }) {
  const values = useMemo(() => ({ entries: toEntries(product.properties) }), [product]);
  const { form, register, save, formError, busy } = useStepForm(propertiesForm, values, {
    onDirty,
    onSaved,
    send: ({ entries }) => updateProperties({ id: product.id, properties: entries }),
  });

  return (
    <form className="form" onSubmit={(e) => void save('next')(e)} noValidate>
      <FormMessage error={formError} />
      <EntriesEditor
        control={form.control}
        register={register}
        errors={form.formState.errors}
        legend="Properties"
        namePlaceholder="e.g. Density"
        valuePlaceholder="e.g. 2.13 g/cm³ at 20 °C"
        suggestions={SUGGESTED}
      />
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
