/**
 * Approving or rejecting an item of a queue, always through a dialog: approving says what follows
 * and takes an optional note for the audit log (unless the gateway's step takes none); rejecting
 * requires a reason, which the customer reads. Someone else deciding first (409) ends the dialog
 * like a decision, with their answer.
 */
import { useId } from 'react';
import { approveBody, rejectBody } from '../../../../contracts/operations.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormDialog, type FormDialogProps } from '../../../shared/ui/FormDialog.tsx';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import type { Outcome } from './api.ts';
import type { Decision, DecisionWords } from './decision-words.ts';

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

/** What both dialogs show around their field: the decision on the subject, what follows, and the two buttons. */
type Frame = Pick<FormDialogProps, 'title' | 'intro' | 'submitLabel' | 'onClose' | 'onCloseAutoFocus'>;

export function DecisionDialog({ decision, words, subject, onClose, onCloseAutoFocus, ...props }: DecisionDialogProps) {
  const frame: Frame = { title: `${words.action}: ${subject}`, intro: words.intro, submitLabel: words.action, onClose, onCloseAutoFocus };
  return decision === 'approve' ? <ApproveDialog frame={frame} {...props} /> : <RejectDialog frame={frame} {...props} />;
}

interface TextDialogProps {
  frame: Frame;
  send: DecisionDialogProps['send'];
  onDone: DecisionDialogProps['onDone'];
}

function ApproveDialog({ frame, send, onDone, withNote = true }: TextDialogProps & { withNote?: boolean | undefined }) {
  const fieldId = useId();
  const gateway = useGatewayForm(approveBody, { note: '' });
  const approve = gateway.onValid(async ({ note }) => {
    const outcome = await gateway.submit(() => send(note));
    if (outcome) onDone(outcome);
  });
  return (
    <FormDialog {...frame} error={gateway.formError} sending={gateway.form.formState.isSubmitting} busy={gateway.busy} onSubmit={approve}>
      {withNote && (
        <Field id={fieldId} label="Note for the audit log (optional)" error={gateway.errors.note?.message} hint="Only operators read it.">
          {(control) => <textarea {...control} className="input textarea" rows={3} maxLength={500} {...gateway.form.register('note')} />}
        </Field>
      )}
    </FormDialog>
  );
}

function RejectDialog({ frame, send, onDone }: TextDialogProps) {
  const fieldId = useId();
  const gateway = useGatewayForm(rejectBody, { reason: '' });
  const reject = gateway.onValid(async ({ reason }) => {
    const outcome = await gateway.submit(() => send(reason));
    if (outcome) onDone(outcome);
  });
  return (
    <FormDialog
      {...frame}
      error={gateway.formError}
      sending={gateway.form.formState.isSubmitting}
      busy={gateway.busy}
      onSubmit={reject}
      danger
    >
      <Field
        id={fieldId}
        label="Reason, shown to the customer"
        error={gateway.errors.reason?.message}
        hint="Say what is wrong and what would be accepted instead."
      >
        {(control) => (
          <textarea {...control} className="input textarea" rows={4} maxLength={500} required {...gateway.form.register('reason')} />
        )}
      </Field>
    </FormDialog>
  );
}
