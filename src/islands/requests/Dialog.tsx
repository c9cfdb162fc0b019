/**
 * A modal dialog on the native <dialog> element: showModal() makes the page behind inert, so the
 * keyboard stays inside; Escape or "Close" closes it; on closing, the keyboard goes back to the
 * control that opened it. The owner shows it by rendering it and closes it by unmounting it.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import './requests.css';

interface DialogProps {
  title: string;
  /** One line under the title, read with it by screen readers. */
  intro?: ReactNode;
  /** While true, Escape does not close (a request is on its way). */
  busy?: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function Dialog({ title, intro, busy = false, onClose, children }: DialogProps) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    // The first field, not the close button, so typing can start at once.
    dialog.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, .request-dialog-body button')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog ref={ref} className="request-dialog" aria-labelledby={`${id}-title`} aria-describedby={intro ? `${id}-intro` : undefined}
      onCancel={(event) => { if (busy) event.preventDefault(); }}
      // A close event queued by an earlier close may arrive after the dialog was opened again.
      onClose={() => { if (!ref.current?.open) onClose(); }}>
      <div className="request-dialog-head">
        <h2 id={`${id}-title`}>{title}</h2>
        <button type="button" className="request-dialog-close" aria-label="Close" disabled={busy} onClick={onClose}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"><path d="M6 6l12 12M18 6L6 18" /></svg>
        </button>
      </div>
      {intro && <p id={`${id}-intro`} className="muted small request-dialog-intro">{intro}</p>}
      <div className="request-dialog-body">{children}</div>
    </dialog>
  );
}
