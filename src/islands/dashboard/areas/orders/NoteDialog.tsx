/**
 * The dialog an order action opens when it needs a few words first (a tracking note, a reason to
 * cancel). The keyboard starts in the text box; while the action is on its way the dialog stays.
 */
import { useMemo } from 'react';
import type { Order } from '../../../../contracts/commerce.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { NOTE_MAX, noteSchema } from './note-form.ts';
import type { OrderAction, NotePrompt } from './order-sides.ts';

interface NoteDialogProps {
  prompt: NotePrompt;
  order: Order;
  tone: OrderAction['tone'];
  /** Sends the note; rejects with the gateway's error when the action did not go through. */
  onSubmit: (note: string) => Promise<void>;
  onClose: () => void;
}

export function NoteDialog({ prompt, order, tone, onSubmit, onClose }: NoteDialogProps) {
  const schema = useMemo(() => noteSchema(prompt), [prompt]);
  const { form, submit, formError, errors, busy } = useGatewayForm(schema, { [prompt.field]: '' });
  const warning = prompt.warning?.(order) ?? null;
  const fieldError = errors[prompt.field]?.message;

  const send = form.handleSubmit(async (values) => {
    // Done: the dialog closes. Otherwise the words stay, with what went wrong.
    if ((await submit(() => onSubmit(values[prompt.field] ?? '').then(() => true))) !== null) onClose();
  });

  return (
    <FormDialog
      title={prompt.title(order)}
      intro={prompt.intro}
      onClose={onClose}
      className="order-dialog"
      onSubmit={send}
      error={formError}
      sending={form.formState.isSubmitting}
      busy={busy}
      submitLabel={prompt.submit}
      cancelLabel={prompt.keep}
      danger={tone === 'danger'}
    >
      {warning && (
        <p className="dialog-warning">
          <strong>Please note:</strong> {warning}
        </p>
      )}
      <Field id="order-note" label={prompt.label} error={fieldError} hint={prompt.hint && `${prompt.hint} At most ${NOTE_MAX} characters.`}>
        {(control) => (
          <textarea
            {...control}
            {...form.register(prompt.field)}
            className="input textarea"
            maxLength={NOTE_MAX}
            rows={4}
            aria-required={prompt.required || undefined}
          />
        )}
      </Field>
      {/* The shared field shows its error without announcing it; a required note left empty is said at once. */}
      {fieldError && (
        <p className="visually-hidden" role="alert">
          {fieldError}
        </p>
      )}
    </FormDialog>
  );
}
