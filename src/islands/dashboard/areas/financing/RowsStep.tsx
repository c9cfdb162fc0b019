/**
 * A list of rows in a draft (a manufacturing run's inputs, its offtake contracts): each row's
 * fields as the spec lists them, a way to add and remove rows, and the rows' money added up.
 */
import { Controller, useFieldArray } from 'react-hook-form';
import { formatMoney, nairaToKobo } from '../../../../contracts/money.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { FileUpload } from '../../../shared/ui/FileUpload.tsx';
import { emptyRow, type TypedRow } from './draft-codec.ts';
import type { RowsSpec } from './draft-fields.ts';
import { useDraftForm } from './use-draft-form.ts';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function RowsStep({ spec }: { spec: RowsSpec }) {
  const { form, errorOf } = useDraftForm();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: spec.name as never, keyName: 'rowKey' });
  const rows = (form.watch(spec.name) ?? []) as TypedRow[];
  const money = spec.row.find((f) => f.kind === 'money');
  const total = money ? rows.reduce((sum, row) => sum + (nairaToKobo(row[money.name] ?? '') ?? 0), 0) : 0;

  return (
    <>
      {errorOf(spec.name) && (
        <p className="field-error" role="alert">
          {capital(spec.label)}: {errorOf(spec.name)}
        </p>
      )}
      <ol className="fin-rows">
        {fields.map((field, i) => {
          const path = (name: string) => `${spec.name}.${i}.${name}`;
          const id = (name: string) => `fin-${spec.name}-${i}-${name}`;
          return (
            <li key={field.rowKey} className="fin-row" aria-labelledby={id('head')}>
              <div className="fin-row-head">
                <h3 id={id('head')}>
                  {capital(spec.one)} {i + 1}
                </h3>
                {fields.length > 1 && (
                  <button type="button" className="button secondary compact" onClick={() => remove(i)}>
                    Remove {spec.one} {i + 1}
                  </button>
                )}
              </div>
              <div className="fin-row-fields">
                {spec.row.map((f) =>
                  f.kind === 'file' ? (
                    <div key={f.name} className="fin-row-file">
                      <Controller
                        name={path(f.name)}
                        control={form.control}
                        render={({ field: control }) => (
                          <FileUpload
                            kind="document"
                            privateFile
                            label={f.label}
                            value={typeof control.value === 'string' && control.value ? control.value : null}
                            onChange={(file) => control.onChange(file?.id ?? '')}
                          />
                        )}
                      />
                      {errorOf(path(f.name)) && <p className="field-error">{errorOf(path(f.name))}</p>}
                    </div>
                  ) : (
                    <Field
                      key={f.name}
                      id={id(f.name)}
                      label={f.label}
                      autoComplete="off"
                      {...(f.kind === 'money' ? { inputMode: 'decimal' as const, placeholder: '250,000' } : {})}
                      error={errorOf(path(f.name))}
                      {...form.register(path(f.name))}
                    />
                  ),
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <div className="fin-rows-foot">
        {fields.length < spec.max && (
          <button
            type="button"
            className="button secondary compact"
            onClick={() => append(emptyRow(spec.row) as never, { focusName: `${spec.name}.${fields.length}.${spec.row[0]!.name}` })}
          >
            Add {spec.article} {spec.one}
          </button>
        )}
        {money && (
          <p className="fin-rows-total">
            {spec.label} add up to <strong>{formatMoney(total)}</strong>
          </p>
        )}
      </div>
    </>
  );
}
