/**
 * The dialog an order action opens when it needs a few words first (a tracking note, a reason to
 * cancel). A native modal <dialog>: the page behind is inert, Escape closes it, the keyboard starts
 * in the text box and goes back to the button that opened it.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { Order } from '../../../../contracts/commerce.ts';
import type { NotePrompt } from './order-sides.ts';

const NOTE_MAX = 500;

interface NoteDialogProps {
  prompt: NotePrompt;
  order: Order;
  tone: 'primary' | 'secondary' | 'danger';
  /** Sends the note; resolves to a message to show in the dialog, or null when it is done. */
  onSubmit: (note: string) => Promise<string | null>;
  onClose: () => void;
}

export function NoteDialog({ prompt, order, tone, onSubmit, onClose }: NoteDialogProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const warning = prompt.warning?.(order) ?? null;

  useEffect(() => {
    const dialog = dialogRef.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    noteRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = note.trim();
    if (prompt.required && !text) {
      setError(prompt.missing ?? 'This is required.');
      noteRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const problem = await onSubmit(text);
    // Done: the owner closes the dialog. Otherwise the words stay, with what went wrong.
    if (problem !== null) {
      setBusy(false);
      setError(problem);
      noteRef.current?.focus();
    }
  }

  const described = [prompt.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <dialog ref={dialogRef} className="order-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`}
      onCancel={(event) => { if (busy) event.preventDefault(); }}
      // A close event queued by an earlier close may arrive after the dialog was opened again.
      onClose={() => { if (!dialogRef.current?.open) onClose(); }}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={`${id}-title`}>{prompt.title(order)}</h2>
        <p id={`${id}-intro`}>{prompt.intro}</p>
        {warning && <p className="dialog-warning"><strong>Please note:</strong> {warning}</p>}
        <div className="dialog-field">
          <label htmlFor={`${id}-note`}>{prompt.label}</label>
          <textarea ref={noteRef} id={`${id}-note`} className="input textarea" value={note} maxLength={NOTE_MAX} rows={4}
            required={prompt.required} aria-required={prompt.required || undefined} aria-invalid={error ? true : undefined}
            aria-describedby={described} onChange={(event) => setNote(event.target.value)} />
          {prompt.hint && <p id={`${id}-hint`} className="muted small dialog-hint">{prompt.hint} At most {NOTE_MAX} characters.</p>}
          {error && <p id={`${id}-error`} className="field-error" role="alert">{error}</p>}
        </div>
        <div className="dialog-actions">
          <button type="submit" className={`button${tone === 'danger' ? ' danger' : ''}`} disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Sending…' : prompt.submit}
          </button>
          <button type="button" className="button secondary" disabled={busy} onClick={() => dialogRef.current?.close()}>{prompt.keep}</button>
        </div>
      </form>
    </dialog>
  );
}
