/** Import, step 2: the goods, their HS code, the Incoterm on the proforma and the port of discharge. */
import { INCOTERMS, PORTS_OF_DISCHARGE } from '../../../../contracts/financing.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { fieldLabel } from './draft-fields.ts';
import { useDraftForm } from './use-draft-form.ts';

const label = (name: string) => fieldLabel('import', name);

export function ImportGoodsStep() {
  const { form, errorOf } = useDraftForm();
  return (
    <>
      <Field
        id="fin-goods"
        label={label('goods')}
        error={errorOf('goods')}
        hint="As on the proforma: product, grade, quantity and packaging."
      >
        {(control) => <textarea className="input textarea" rows={3} maxLength={1000} {...control} {...form.register('goods')} />}
      </Field>
      <div className="form-row">
        <Field
          id="fin-hs-code"
          label={label('hsCode')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="2807.00"
          hint="Such as 2807.00 or 3206.11.00."
          error={errorOf('hsCode')}
          {...form.register('hsCode')}
        />
        <Field id="fin-incoterm" label={label('incoterm')} error={errorOf('incoterm')}>
          {(control) => (
            <select className="input" {...control} {...form.register('incoterm')}>
              <option value="">Choose an Incoterm</option>
              {INCOTERMS.map((term) => (
                <option key={term} value={term}>
                  {term}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field id="fin-port" label={label('portOfDischarge')} error={errorOf('portOfDischarge')}>
        {(control) => (
          <select className="input" {...control} {...form.register('portOfDischarge')}>
            <option value="">Choose a port</option>
            {PORTS_OF_DISCHARGE.map((port) => (
              <option key={port} value={port}>
                {port}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
