/** The buttons under a console dialog's form: send (saying so while it goes) and cancel. */
interface DialogActionsProps {
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
  danger?: boolean;
}

export function DialogActions({ busy, submitLabel, onCancel, danger = false }: DialogActionsProps) {
  return (
    <div className="form-actions">
      <button type="submit" className={danger ? 'button danger' : 'button'} disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Sending…' : submitLabel}
      </button>
      <button type="button" className="button secondary" disabled={busy} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
