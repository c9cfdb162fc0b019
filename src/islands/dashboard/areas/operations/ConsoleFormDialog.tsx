/**
 * A console dialog that sends a form: its title and what follows, the form's message, the fields,
 * then send (saying so while it goes) and cancel. Every decision of the console is taken in one.
 */
import type { FormEventHandler, ReactNode } from 'react';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import type { GatewayFormStatus } from '../../../shared/data/use-gateway-form.ts';

export interface ConsoleFormDialogProps {
  title: string;
  intro: string;
  gateway: GatewayFormStatus;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** The send button warns: rejecting, declining. */
  danger?: boolean;
  className?: string;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
  children: ReactNode;
}

export function ConsoleFormDialog({
  title,
  intro,
  gateway,
  onSubmit,
  submitLabel,
  danger = false,
  className,
  onClose,
  onCloseAutoFocus,
  children,
}: ConsoleFormDialogProps) {
  const { busy, formError } = gateway;
  // While the request is on its way, the dialog cannot be closed.
  const submitting = gateway.form.formState.isSubmitting;
  return (
    <Dialog title={title} intro={intro} busy={submitting} onClose={onClose} onCloseAutoFocus={onCloseAutoFocus} className={className}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormMessage error={formError} />
        {children}
        <div className="form-actions">
          <button type="submit" className={danger ? 'button danger' : 'button'} disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Sending…' : submitLabel}
          </button>
          <button type="button" className="button secondary" disabled={busy} onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
