/**
 * The one modal dialog of the islands, on Radix's accessible dialog: the page behind is inert, the
 * keyboard stays inside, Escape or "Close" closes it, and on closing the keyboard goes back to
 * where it was. The owner shows it by rendering it and closes it by unmounting it.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import './dialog.css';

interface DialogProps {
  title: string;
  /** One line under the title, read with it by screen readers. */
  intro?: ReactNode;
  /** While true, Escape, a click outside and "Close" do nothing (a request is on its way). */
  busy?: boolean;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** Where the keyboard goes on closing, when not back to the control that opened it (that one may be gone). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The first field, not the close button, so typing can start at once. With nothing to type in (a
 * confirmation), the way out of a form dialog (FormDialog.tsx), so a stray Enter sends nothing.
 */
function focusFirstField(event: Event): void {
  const content = event.currentTarget as HTMLElement;
  const first = content.querySelector('input:not([type=hidden]), select, textarea')
    ? content.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, .dialog-body button')
    : (content.querySelector<HTMLElement>('.dialog-cancel') ?? content.querySelector<HTMLElement>('.dialog-body button'));
  if (!first) return;
  event.preventDefault();
  first.focus();
}

export function Dialog({ title, intro, busy = false, onClose, children, className, onCloseAutoFocus }: DialogProps) {
  const stayWhileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };
  return (
    <RadixDialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={className ? `dialog ${className}` : 'dialog'}
          onOpenAutoFocus={focusFirstField}
          {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
          onEscapeKeyDown={stayWhileBusy}
          onPointerDownOutside={stayWhileBusy}
          onInteractOutside={stayWhileBusy}
          {...(intro ? {} : { 'aria-describedby': undefined })}
        >
          <div className="dialog-head">
            <RadixDialog.Title>{title}</RadixDialog.Title>
            <RadixDialog.Close className="dialog-close" aria-label="Close" disabled={busy}>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                width="20"
                height="20"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </RadixDialog.Close>
          </div>
          {intro && <RadixDialog.Description className="muted small dialog-intro">{intro}</RadixDialog.Description>}
          <div className="dialog-body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
