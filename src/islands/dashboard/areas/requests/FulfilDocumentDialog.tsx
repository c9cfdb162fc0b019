/** The seller answers a document request with a PDF, uploaded as soon as it is chosen, and an optional note. */
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { DocumentRequest } from '../../../../contracts/requests.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { FileUpload } from '../../../shared/ui/FileUpload.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { fulfilDocumentForm } from './form-schemas.ts';
import type { Perform } from './kinds.ts';

export function FulfilDocumentDialog({ request, onClose, perform }: { request: DocumentRequest; onClose: () => void; perform: Perform }) {
  const id = useId();
  const { form, submit, formError, errors, busy } = useGatewayForm(fulfilDocumentForm, { fileId: '', note: '' });
  const onSubmit = form.handleSubmit((values) => submit(() => perform(values)));
  return (
    <FormDialog
      title={`Send the ${request.kind}`}
      onClose={onClose}
      intro={`${request.buyer.companyName ?? request.buyer.name} asks for the ${request.kind} of ${request.product.name}.`}
      formClassName="request-form"
      onSubmit={onSubmit}
      error={formError}
      sending={form.formState.isSubmitting}
      busy={busy}
      submitLabel="Send the document"
    >
      <Controller
        control={form.control}
        name="fileId"
        render={({ field }) => (
          <FileUpload
            kind="document"
            label="The document (PDF)"
            value={field.value || null}
            onChange={(file) => field.onChange(file?.id ?? '')}
          />
        )}
      />
      {errors.fileId && (
        <p className="field-error" role="alert">
          {errors.fileId.message}
        </p>
      )}
      <Field id={`${id}-note`} label="Note to the buyer (optional)" error={errors.note?.message}>
        {(control) => <textarea {...control} className="input textarea" rows={3} maxLength={1000} {...form.register('note')} />}
      </Field>
    </FormDialog>
  );
}
