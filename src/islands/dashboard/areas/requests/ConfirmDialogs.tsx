/** The two plain step dialogs: a confirmation (withdraw), and a note with the decision (approve, ship, decline). */
import { useId } from 'react';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { confirmForm, noteForms } from './form-schemas.ts';
import type { Perform } from './kinds.ts';

interface Common {
  title: string;
  text: string;
  submit: string;
  onClose: () => void;
  perform: Perform;
}

export function ConfirmDialog({ title, text, submit, onClose, perform }: Common) {
  const { form, submit: send, formError, busy } = useGatewayForm(confirmForm);
  return (
    <FormDialog
      title={title}
      intro={text}
      onClose={onClose}
      formClassName="request-form"
      onSubmit={form.handleSubmit(() => send(() => perform()))}
      error={formError}
      sending={form.formState.isSubmitting}
      busy={busy}
      submitLabel={submit}
      danger
    />
  );
}

/** `field` names the note as the gateway takes it; a required one (tracking) is refused empty. */
export function NoteDialog({
  title,
  text,
  label,
  field,
  required,
  submit,
  onClose,
  perform,
}: Common & { label: string; field: keyof typeof noteForms; required: boolean }) {
  const id = useId();
  const { form, submit: send, formError, errors, busy } = useGatewayForm<Record<string, string>>(noteForms[field], { [field]: '' });
  return (
    <FormDialog
      title={title}
      intro={text}
      onClose={onClose}
      formClassName="request-form"
      onSubmit={form.handleSubmit((values) => send(() => perform(values)))}
      error={formError}
      sending={form.formState.isSubmitting}
      busy={busy}
      submitLabel={submit}
      danger={submit === 'Decline'}
    >
      <Field id={`${id}-note`} label={label} error={errors[field]?.message}>
        {(control) => (
          <textarea
            {...control}
            className="input textarea"
            rows={4}
            maxLength={field === 'trackingNote' ? 500 : 1000}
            required={required}
            {...form.register(field)}
          />
        )}
      </Field>
    </FormDialog>
  );
}
