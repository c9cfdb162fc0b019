/**
 * Approving or rejecting an item of a queue, always through a dialog: approving says what follows
 * and takes an optional note for the audit log (unless the gateway's step takes none); rejecting
 * requires a reason, which the customer reads. Someone else deciding first (409) ends the dialog
 * like a decision, with their answer.
 */
import { useId } from 'react';
import { approveBody, rejectBody } from '../../../../contracts/operations.ts';
import { Dialog } from '../../../shared/Dialog.tsx';
import { Field } from '../../../shared/Field.tsx';
import { FormMessage } from '../../../shared/FormMessage.tsx';
import { useGatewayForm } from '../../../shared/use-gateway-form.ts';
import type { Outcome } from './api.ts';
import type { Decision, DecisionWords } from './decision-words.ts';
import { DialogActions } from './DialogActions.tsx';

export interface DecisionDialogProps {
  decision: Decision;
  words: DecisionWords;
  /** Sends the decision with the note (approving) or the reason (rejecting). */
  send: (text: string | undefined) => Promise<Outcome>;
  /** False when approving takes no note (the gateway's step has no body: disbursing financing). */
  withNote?: boolean;
  /** What is decided, in words: "Kano Polymers Ltd, business verification". */
  subject: string;
  onClose: () => void;
  onDone: (outcome: Outcome) => void;
  /** Where the keyboard goes once the dialog closes (after a decision the item may be gone). */
  onCloseAutoFocus: (event: Event) => void;
}

export function DecisionDialog(props: DecisionDialogProps) {
  return props.decision === 'approve' ? <ApproveDialog {...props} /> : <RejectDialog {...props} />;
}

function ApproveDialog({ words, send, withNote = true, subject, onClose, onDone, onCloseAutoFocus }: DecisionDialogProps) {
  const fieldId = useId();
  const { form, submit, onValid, formError, errors, busy } = useGatewayForm(approveBody, { note: '' });
  const approve = onValid(async ({ note }) => {
    const outcome = await submit(() => send(note));
    if (outcome) onDone(outcome);
  });
  return (
    <Dialog
      title={`${words.action}: ${subject}`}
      intro={words.intro}
      busy={form.formState.isSubmitting}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <form className="form" onSubmit={approve} noValidate>
        <FormMessage error={formError} />
        {withNote && (
          <Field id={fieldId} label="Note for the audit log (optional)" error={errors.note?.message} hint="Only operators read it.">
            {(control) => <textarea {...control} className="input textarea" rows={3} maxLength={500} {...form.register('note')} />}
          </Field>
        )}
        <DialogActions busy={busy} submitLabel={words.action} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

function RejectDialog({ words, send, subject, onClose, onDone, onCloseAutoFocus }: DecisionDialogProps) {
  const fieldId = useId();
  const { form, submit, onValid, formError, errors, busy } = useGatewayForm(rejectBody, { reason: '' });
  const reject = onValid(async ({ reason }) => {
    const outcome = await submit(() => send(reason));
    if (outcome) onDone(outcome);
  });
  return (
    <Dialog
      title={`${words.action}: ${subject}`}
      intro={words.intro}
      busy={form.formState.isSubmitting}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <form className="form" onSubmit={reject} noValidate>
        <FormMessage error={formError} />
        <Field
          id={fieldId}
          label="Reason, shown to the customer"
          error={errors.reason?.message}
          hint="Say what is wrong and what would be accepted instead."
        >
          {(control) => <textarea {...control} className="input textarea" rows={4} maxLength={500} required {...form.register('reason')} />}
        </Field>
        <DialogActions busy={busy} submitLabel={words.action} onCancel={onClose} danger />
      </form>
    </Dialog>
  );
}
