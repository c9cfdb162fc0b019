/** The "Request documents" form, opened from a product page's link: a TDS, SDS, CoA or another document. */
import { useId } from 'react';
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS } from '../../../../contracts/requests.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { requestDocument } from './api.ts';
import { documentRequestBodyOf, documentRequestForm } from './form-schemas.ts';
import type { NewRequestFormProps } from './new-request-form.ts';

export function DocumentRequestForm({ productId, dialog, onSent }: NewRequestFormProps) {
  const id = useId();
  const { form, submit, formError, errors, busy } = useGatewayForm(documentRequestForm, {
    kind: 'TDS',
    otherKind: '',
    message: '',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const response = await submit(() => requestDocument(documentRequestBodyOf(productId, values)));
    if (response) onSent(response.data.id, response.message ?? 'Your document request was sent.');
  });

  return (
    <FormDialog {...dialog} onSubmit={onSubmit} error={formError} sending={form.formState.isSubmitting} busy={busy}>
      <fieldset className="choice-group">
        <legend>Document</legend>
        <div className="choice-grid">
          {DOCUMENT_KINDS.map((value) => (
            <label key={value} className="choice">
              <input type="radio" value={value} {...form.register('kind')} />
              {DOCUMENT_KIND_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {form.watch('kind') === 'other' && (
        <Field
          id={`${id}-other`}
          label="Which document"
          error={errors.otherKind?.message}
          hint="Such as a Halal certificate or a REACH registration."
        >
          {(control) => <input {...control} className="input" autoComplete="off" maxLength={80} {...form.register('otherKind')} />}
        </Field>
      )}
      <Field id={`${id}-message`} label="Message to the seller (optional)" error={errors.message?.message}>
        {(control) => <textarea {...control} className="input textarea" rows={3} maxLength={1000} {...form.register('message')} />}
      </Field>
    </FormDialog>
  );
}
