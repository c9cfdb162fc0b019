/** The two plain step dialogs: a confirmation (withdraw), and a note with the decision (approve, ship, decline). */
import { useId } from 'react';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { confirmForm, noteForms } from './form-schemas.ts';
import { FormActions } from './FormActions.tsx';
import type { Perform } from './kinds.ts';

interface Common {
  title: string;
  text: string;
  submit: string;
  onClose: () => void;
  perform: Perform;
}

export function ConfirmDialog({ title, text, submit, onClose, perform }: Common) {
  const { form, submit: send, formError } = useGatewayForm(confirmForm);
  const sending = form.formState.isSubmitting;
  return (
    <Dialog title={title} intro={text} busy={sending} onClose={onClose}>
      <form className="form request-form" onSubmit={form.handleSubmit(() => send(() => perform()))} noValidate>
        <FormMessage error={formError} />
        <FormActions sending={sending} submit={submit} onCancel={onClose} danger />
      </form>
    </Dialog>
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
  const { form, submit: send, formError, errors } = useGatewayForm<Record<string, string>>(noteForms[field], { [field]: '' });
  const sending = form.formState.isSubmitting;
  return (
    <Dialog title={title} intro={text} busy={sending} onClose={onClose}>
      <form className="form request-form" onSubmit={form.handleSubmit((values) => send(() => perform(values)))} noValidate>
        <FormMessage error={formError} />
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
        <FormActions sending={sending} submit={submit} onCancel={onClose} danger={submit === 'Decline'} />
      </form>
    </Dialog>
  );
}
