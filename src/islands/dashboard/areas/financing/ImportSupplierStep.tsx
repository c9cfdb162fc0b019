/** Import, step 1: the foreign supplier, their proforma invoice (number and PDF) and the Form M registered for it. */
import { Controller } from 'react-hook-form';
import { Field } from '../../../shared/ui/Field.tsx';
import { FileUpload } from '../../../shared/ui/FileUpload.tsx';
import { useCountries } from '../../../shared/data/use-countries.ts';
import { fieldLabel } from './draft-fields.ts';
import { useDraftForm } from './use-draft-form.ts';

const label = (name: string) => fieldLabel('import', name);

export function ImportSupplierStep() {
  const { form, errorOf } = useDraftForm();
  const countries = useCountries();
  return (
    <>
      <div className="form-row">
        <Field
          id="fin-supplier-name"
          label={label('supplierName')}
          autoComplete="organization"
          error={errorOf('supplierName')}
          {...form.register('supplierName')}
        />
        <Field id="fin-supplier-country" label={label('supplierCountry')} error={errorOf('supplierCountry')}>
          {(control) => (
            <select className="input" {...control} {...form.register('supplierCountry')}>
              <option value="">Choose a country</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="form-row">
        <Field
          id="fin-proforma-number"
          label={label('proformaNumber')}
          autoComplete="off"
          error={errorOf('proformaNumber')}
          {...form.register('proformaNumber')}
        />
        <Field
          id="fin-form-m"
          label={label('formMNumber')}
          autoComplete="off"
          placeholder="MF20241234567"
          hint="MF and 8 to 12 digits, as your bank registered it."
          error={errorOf('formMNumber')}
          {...form.register('formMNumber')}
        />
      </div>
      <div className="fin-upload">
        <Controller
          name="proformaFileId"
          control={form.control}
          render={({ field }) => (
            <FileUpload
              kind="document"
              privateFile
              label={label('proformaFileId')}
              value={typeof field.value === 'string' && field.value ? field.value : null}
              onChange={(file) => field.onChange(file?.id ?? '')}
            />
          )}
        />
        {errorOf('proformaFileId') && <p className="field-error">The proforma invoice: {errorOf('proformaFileId')}</p>}
      </div>
    </>
  );
}
