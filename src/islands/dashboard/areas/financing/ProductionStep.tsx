/** Manufacturing, step 1: what is made, and the production run the money pays for. */
import { Field } from '../../../shared/ui/Field.tsx';
import { fieldLabel } from './draft-fields.ts';
import { useDraftForm } from './use-draft-form.ts';

export function ProductionStep() {
  const { form, errorOf } = useDraftForm();
  return (
    <>
      <Field
        id="fin-product-name"
        label={fieldLabel('manufacturing', 'productName')}
        autoComplete="off"
        error={errorOf('productName')}
        {...form.register('productName')}
      />
      <Field
        id="fin-production-run"
        label={fieldLabel('manufacturing', 'productionRun')}
        error={errorOf('productionRun')}
        hint="Batch size, plant, when it starts and when the goods are ready."
      >
        {(control) => <textarea className="input textarea" rows={4} maxLength={1000} {...control} {...form.register('productionRun')} />}
      </Field>
    </>
  );
}
