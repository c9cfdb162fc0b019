/** Step 4: the data sheets buyers ask for, as PDFs: technical (TDS), safety (SDS), certificate of analysis (CoA). */
import { useMemo } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { DOCUMENT_KIND_NAMES, DOCUMENT_KINDS, PRODUCT_LIMITS, type SellerProduct } from '../../../../contracts/seller-products.ts';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { updateDocuments } from './api.ts';
import { DocumentRow } from './DocumentRow.tsx';
import { firstMessage } from './first-message.ts';
import { documentsForm, documentsValues } from './form-schemas.ts';
import { closeLabel, StepActions } from './StepActions.tsx';
import { useStepForm, type StepProps } from './use-step-form.ts';

export function DocumentsStep({ product, onSaved, onBack, onDirty }: StepProps & { product: SellerProduct }) {
  const values = useMemo(() => documentsValues(product), [product]);
  const { form, register, save, formError, busy } = useStepForm(documentsForm, values, {
    onDirty,
    onSaved,
    send: ({ documents }) => updateDocuments({ id: product.id, documents }),
  });
  const {
    control,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'documents', keyName: 'fieldKey' });
  const rows = useWatch({ control, name: 'documents' });

  const rowErrors = errors.documents as unknown as Record<number, Record<string, unknown>> | undefined;
  const add = (kind: (typeof DOCUMENT_KINDS)[number]) =>
    append(
      { kind, title: `${DOCUMENT_KIND_NAMES[kind]}: ${product.name}`, language: 'en', fileId: null, fileUrl: null, issuedAt: '' },
      { focusName: `documents.${fields.length}.title` },
    );

  return (
    <form className="form" onSubmit={(e) => void save('next')(e)} noValidate>
      <FormMessage error={formError} />
      {fields.length === 0 && (
        <p className="card notice-block">No document yet. Buyers expect at least a safety data sheet (SDS) for hazardous products.</p>
      )}
      <ol className="row-list">
        {fields.map((field, i) => (
          <DocumentRow
            key={field.fieldKey}
            index={i}
            row={rows?.[i]}
            kind={rows?.[i]?.kind ?? field.kind}
            control={control}
            register={register}
            setValue={form.setValue}
            error={(name) => firstMessage(rowErrors?.[i]?.[name])}
            onRemove={() => remove(i)}
          />
        ))}
      </ol>
      {fields.length < PRODUCT_LIMITS.documents && (
        <div className="add-buttons">
          {DOCUMENT_KINDS.map((k) => (
            <button key={k} type="button" className="button secondary compact" onClick={() => add(k)}>
              Add a {DOCUMENT_KIND_NAMES[k].toLowerCase()} ({k})
            </button>
          ))}
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
