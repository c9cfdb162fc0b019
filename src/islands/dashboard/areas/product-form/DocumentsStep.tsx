/** Step 4: the data sheets buyers ask for, as PDFs: technical (TDS), safety (SDS), certificate of analysis (CoA). */
import { useMemo } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { DOCUMENT_KIND_NAMES, DOCUMENT_KINDS, PRODUCT_LIMITS, type SellerProduct } from '../../../../contracts/seller-products.ts';
import { FormMessage } from '../../../shared/FormMessage.tsx';
import { FileUpload } from '../../../shared/FileUpload.tsx';
import { DOCUMENT_LANGUAGES, documentsForm, documentsValues, firstMessage } from './form-schemas.ts';
import { closeLabel, saveProduct, StepActions, useStepForm, type Intent, type StepProps } from './step-form.tsx';

export function DocumentsStep({ product, onSaved, onBack, onDirty }: StepProps & { product: SellerProduct }) {
  const values = useMemo(() => documentsValues(product), [product]);
  const { form, run, submit, formError, busy } = useStepForm(documentsForm, values, onDirty);
  const { register, control, setValue, formState: { errors } } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'documents', keyName: 'fieldKey' });
  const rows = useWatch({ control, name: 'documents' });

  const save = (intent: Intent) => submit(async ({ documents }) => {
    const saved = await run(() => saveProduct('update-productdocuments', { id: product.id, documents }));
    if (saved) onSaved(saved.product, intent, saved.message);
  });
  const rowError = (i: number, field: string) => firstMessage((errors.documents as unknown as Record<string, Record<string, unknown>> | undefined)?.[i]?.[field]);
  const add = (kind: (typeof DOCUMENT_KINDS)[number]) =>
    append({ kind, title: `${DOCUMENT_KIND_NAMES[kind]}: ${product.name}`, language: 'en', fileId: null, fileUrl: null }, { focusName: `documents.${fields.length}.title` });

  return (
    <form className="form" onSubmit={(e) => void save('next')(e)} noValidate>
      <FormMessage error={formError} />
      {fields.length === 0 && <p className="card notice-block">No document yet. Buyers expect at least a safety data sheet (SDS) for hazardous products.</p>}
      <ol className="row-list">
        {fields.map((field, i) => {
          const row = rows?.[i];
          const kind = row?.kind ?? field.kind;
          const id = (f: string) => `document-${i}-${f}`;
          const external = row && !row.fileId && row.fileUrl ? row.fileUrl : null;
          return (
            <li key={field.fieldKey} className="edit-row" aria-labelledby={id('title-head')}>
              <div className="edit-row-head">
                <h3 id={id('title-head')}>{DOCUMENT_KIND_NAMES[kind]} ({kind})</h3>
                <button type="button" className="button secondary compact" onClick={() => remove(i)}>Remove this {kind}</button>
              </div>
              <div className="package-fields">
                <div className="field">
                  <label htmlFor={id('kind')}>Kind</label>
                  <select id={id('kind')} className="input" {...register(`documents.${i}.kind`)}>
                    {DOCUMENT_KINDS.map((k) => <option key={k} value={k}>{DOCUMENT_KIND_NAMES[k]} ({k})</option>)}
                  </select>
                </div>
                <div className="field wide">
                  <label htmlFor={id('title')}>Title</label>
                  <input id={id('title')} className="input" autoComplete="off" aria-invalid={rowError(i, 'title') ? true : undefined}
                    aria-describedby={rowError(i, 'title') ? `${id('title')}-error` : undefined} {...register(`documents.${i}.title`)} />
                  {rowError(i, 'title') && <p id={`${id('title')}-error`} className="field-error">{rowError(i, 'title')}</p>}
                </div>
                <div className="field">
                  <label htmlFor={id('language')}>Language</label>
                  <select id={id('language')} className="input" {...register(`documents.${i}.language`)}>
                    {DOCUMENT_LANGUAGES.map(([code, name]) => <option key={code} value={code}>{name}</option>)}
                    {row && !DOCUMENT_LANGUAGES.some(([code]) => code === row.language) && <option value={row.language}>{row.language}</option>}
                  </select>
                </div>
              </div>
              {external && <p className="small">Current file: <a href={external} rel="noopener noreferrer">{external.startsWith('/') ? 'download' : external}</a>. Upload a PDF to replace it.</p>}
              {row && !row.fileId && !row.fileUrl && row.id !== undefined && <p className="hint">No file is attached to this document yet.</p>}
              <Controller control={control} name={`documents.${i}.fileId`} render={({ field: file }) => (
                <FileUpload kind="document" label={`PDF of the ${kind}`} value={file.value ?? null} onChange={(uploaded) => {
                  file.onChange(uploaded?.id ?? null);
                  setValue(`documents.${i}.fileUrl`, uploaded?.url ?? null, { shouldDirty: true });
                }} />
              )} />
              {rowError(i, 'fileId') && <p className="field-error" role="alert">{rowError(i, 'fileId')}</p>}
            </li>
          );
        })}
      </ol>
      {fields.length < PRODUCT_LIMITS.documents && (
        <div className="add-buttons">
          {DOCUMENT_KINDS.map((k) => <button key={k} type="button" className="button secondary compact" onClick={() => add(k)}>Add a {DOCUMENT_KIND_NAMES[k].toLowerCase()} ({k})</button>)}
        </div>
      )}
      <StepActions onBack={onBack} onClose={() => void save('close')()} closeLabel={closeLabel(product)} primaryLabel="Save and continue" busy={busy} />
    </form>
  );
}
