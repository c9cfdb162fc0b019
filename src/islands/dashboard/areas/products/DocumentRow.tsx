/** One document of step 4: its kind, title, language and revision date, and its PDF (uploaded here, or the file it has). */
import { Controller, type Control, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import type { z } from 'zod';
import { DOCUMENT_KIND_NAMES, DOCUMENT_KINDS } from '../../../../contracts/seller-products.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { FileUpload } from '../../../shared/ui/FileUpload.tsx';
import { DatePicker } from '../../../shared/ui/DatePicker.tsx';
import { formatIsoDate } from '../../../shared/data/iso-date.ts';
import { DOCUMENT_LANGUAGES, type DocumentRowValues, type documentsForm, type DocumentsValues } from './form-schemas.ts';

interface DocumentRowProps {
  index: number;
  /** The row as typed so far. */
  row: DocumentRowValues | undefined;
  kind: DocumentRowValues['kind'];
  control: Control<DocumentsValues, unknown, z.output<typeof documentsForm>>;
  register: UseFormRegister<DocumentsValues>;
  setValue: UseFormSetValue<DocumentsValues>;
  error: (field: keyof DocumentRowValues) => string | undefined;
  onRemove: () => void;
}

export function DocumentRow({ index: i, row, kind, control, register, setValue, error, onRemove }: DocumentRowProps) {
  const id = (f: string) => `document-${i}-${f}`;
  const external = row && !row.fileId && row.fileUrl ? row.fileUrl : null;
  return (
    <li className="edit-row" aria-labelledby={id('title-head')}>
      <div className="edit-row-head">
        <h3 id={id('title-head')}>
          {DOCUMENT_KIND_NAMES[kind]} ({kind})
        </h3>
        <button type="button" className="button secondary compact" onClick={onRemove}>
          Remove this {kind}
        </button>
      </div>
      <div className="package-fields">
        <Field label="Kind" id={id('kind')}>
          {(field) => (
            <select className="input" {...field} {...register(`documents.${i}.kind`)}>
              {DOCUMENT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {DOCUMENT_KIND_NAMES[k]} ({k})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          fieldClassName="wide"
          label="Title"
          id={id('title')}
          autoComplete="off"
          error={error('title')}
          {...register(`documents.${i}.title`)}
        />
        <Field label="Language" id={id('language')}>
          {(field) => (
            <select className="input" {...field} {...register(`documents.${i}.language`)}>
              {DOCUMENT_LANGUAGES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
              {row && !DOCUMENT_LANGUAGES.some(([code]) => code === row.language) && <option value={row.language}>{row.language}</option>}
            </select>
          )}
        </Field>
        {/* The product page shows a safety data sheet's revision date; one over five years old is flagged for review. */}
        <Controller
          control={control}
          name={`documents.${i}.issuedAt`}
          render={({ field }) => (
            <Field id={id('issued')} label="Revision date" hint="As printed on the sheet; today when left empty" error={error('issuedAt')}>
              {(control) => <DatePicker {...control} {...field} min="1990-01-01" max={formatIsoDate(new Date())} />}
            </Field>
          )}
        />
      </div>
      {external && (
        <p className="small">
          Current file:{' '}
          <a href={external} rel="noopener noreferrer">
            {external.startsWith('/') ? 'download' : external}
          </a>
          . Upload a PDF to replace it.
        </p>
      )}
      {row && !row.fileId && !row.fileUrl && row.id !== undefined && <p className="hint">No file is attached to this document yet.</p>}
      <Controller
        control={control}
        name={`documents.${i}.fileId`}
        render={({ field: file }) => (
          <FileUpload
            kind="document"
            label={`PDF of the ${kind}`}
            value={file.value ?? null}
            onChange={(uploaded) => {
              file.onChange(uploaded?.id ?? null);
              setValue(`documents.${i}.fileUrl`, uploaded?.url ?? null, { shouldDirty: true });
            }}
          />
        )}
      />
      {error('fileId') && (
        <p className="field-error" role="alert">
          {error('fileId')}
        </p>
      )}
    </li>
  );
}
