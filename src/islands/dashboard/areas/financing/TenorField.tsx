/** The tenor of an import or manufacturing request: every 30 days up to 180. */
import { Field } from '../../../shared/ui/Field.tsx';
import { LONG_TENORS } from './draft-fields.ts';
import { useDraftForm } from './use-draft-form.ts';

export function TenorField() {
  const { form, errorOf } = useDraftForm();
  return (
    <Field id="fin-tenor" label="Tenor" error={errorOf('tenorDays')} hint="Repaid in equal instalments, one every 30 days.">
      {(control) => (
        <select className="input" {...control} {...form.register('tenorDays')}>
          <option value="">Choose a tenor</option>
          {LONG_TENORS.map((days) => (
            <option key={days} value={String(days)}>
              {days} days ({days / 30} {days === 30 ? 'instalment' : 'instalments'})
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
