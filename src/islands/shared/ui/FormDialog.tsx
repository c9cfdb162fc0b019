/**
 * The one dialog that sends something: the kit's Dialog around a form with its message at the top,
 * its fields, then the send button (saying so while the request goes) and the way out. A
 * confirmation ("End the campaign?") is one with no fields. While the request is on its way the
 * dialog cannot be closed and both buttons wait.
 */
import type { FormEvent, ReactNode } from 'react';
import { Dialog } from './Dialog.tsx';
import { FormMessage } from './FormMessage.tsx';

export interface FormDialogProps {
  title: string;
  /** One line under the title, read with it by screen readers. */
  intro?: ReactNode;
  className?: string;
  onClose: () => void;
  /** Where the keyboard goes on closing, when not back to the control that opened the dialog. */
  onCloseAutoFocus?: (event: Event) => void;
  /** The form's own accessible name, where one is wanted apart from the title. */
  formLabel?: string;
  formClassName?: string;
  /** The form was sent (Enter or the send button); the dialog's form never submits a form around it. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** The form's message: why the gateway refused, or what is missing. */
  error?: string | null | undefined;
  /** The request is on its way. */
  sending: boolean;
  /** The send button waits too: the island is not running yet, or there is nothing to send yet. */
  busy?: boolean;
  submitLabel: string;
  /** What the send button says while the request goes: "Sending…" unless the verb says more ("Withdrawing…"). */
  sendingLabel?: string;
  /** The way out: "Cancel", or what keeping things as they are means ("Keep it"). */
  cancelLabel?: string;
  /** The send button warns: ending, removing, declining. */
  danger?: boolean;
  children?: ReactNode;
}

export function FormDialog({
  title,
  intro,
  className,
  onClose,
  onCloseAutoFocus,
  formLabel,
  formClassName,
  onSubmit,
  error,
  sending,
  busy = sending,
  submitLabel,
  sendingLabel = 'Sending…',
  cancelLabel = 'Cancel',
  danger = false,
  children,
}: FormDialogProps) {
  return (
    <Dialog title={title} intro={intro} busy={sending} onClose={onClose} className={className} onCloseAutoFocus={onCloseAutoFocus}>
      <form
        className={formClassName ? `form ${formClassName}` : 'form'}
        noValidate
        aria-label={formLabel}
        onSubmit={(event) => {
          // Drawn in a portal, the dialog still passes React's events up to a form around its opener.
          event.stopPropagation();
          event.preventDefault();
          onSubmit(event);
        }}
      >
        <FormMessage error={error ?? null} />
        {children}
        <div className="form-actions">
          <button type="submit" className={danger ? 'button danger' : 'button'} disabled={busy || sending} aria-busy={sending || undefined}>
            {sending ? sendingLabel : submitLabel}
          </button>
          <button type="button" className="button secondary dialog-cancel" disabled={sending} onClick={onClose}>
            {cancelLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
