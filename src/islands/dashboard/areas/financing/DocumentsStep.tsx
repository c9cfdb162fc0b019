/**
 * The documents of a request: PDFs uploaded as soon as chosen, each with a name the reviewer reads
 * (the file's own name to start with). Optional, up to the contract's 20.
 */
import { Controller, useFieldArray } from 'react-hook-form';
import { Field } from '../../../shared/ui/Field.tsx';
import { FileUpload } from '../../../shared/ui/FileUpload.tsx';
import { useDraftForm } from './use-draft-form.ts';

const MAX_DOCUMENTS = 20;
/** "Bank statement Q3.pdf" → "Bank statement Q3". */
const nameOf = (file: string) => file.replace(/\.pdf$/i, '').slice(0, 120);

export function DocumentsStep() {
  const { form, errorOf } = useDraftForm();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'documents' as never, keyName: 'rowKey' });

  return (
    <>
      {fields.length === 0 && (
        <p className="fin-empty-rows">No document yet. You can submit without one, but documents make the review quicker.</p>
      )}
      <ol className="fin-rows">
        {fields.map((field, i) => (
          <li key={field.rowKey} className="fin-row" aria-labelledby={`fin-document-${i}-head`}>
            <div className="fin-row-head">
              <h3 id={`fin-document-${i}-head`}>Document {i + 1}</h3>
              <button type="button" className="button secondary compact" onClick={() => remove(i)}>
                Remove document {i + 1}
              </button>
            </div>
            <div className="fin-row-fields">
              <div className="fin-row-file">
                <Controller
                  name={`documents.${i}.fileId`}
                  control={form.control}
                  render={({ field: control }) => (
                    <FileUpload
                      kind="document"
                      privateFile
                      label="File (PDF)"
                      value={typeof control.value === 'string' && control.value ? control.value : null}
                      onChange={(file) => {
                        control.onChange(file?.id ?? '');
                        if (file && !String(form.getValues(`documents.${i}.label`) ?? '').trim())
                          form.setValue(`documents.${i}.label`, nameOf(file.originalName), { shouldDirty: true });
                      }}
                    />
                  )}
                />
                {errorOf(`documents.${i}.fileId`) && <p className="field-error">{errorOf(`documents.${i}.fileId`)}</p>}
              </div>
              <Field
                id={`fin-document-${i}-label`}
                label="Name of the document"
                autoComplete="off"
                maxLength={120}
                placeholder="Bank statements, last 6 months"
                error={errorOf(`documents.${i}.label`)}
                {...form.register(`documents.${i}.label`)}
              />
            </div>
          </li>
        ))}
      </ol>
      {fields.length < MAX_DOCUMENTS && (
        <button
          type="button"
          className="button secondary compact fin-add"
          onClick={() => append({ fileId: '', label: '' } as never, { focusName: `documents.${fields.length}.label` })}
        >
          {fields.length ? 'Add another document' : 'Add a document'}
        </button>
      )}
    </>
  );
}
