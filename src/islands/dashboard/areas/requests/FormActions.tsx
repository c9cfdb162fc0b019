/** The buttons under a request form: send (saying so while it goes) and cancel. */
interface Props {
  sending: boolean;
  submit: string;
  onCancel: () => void;
  danger?: boolean;
  /** Nothing can be sent yet (e.g. no address to deliver to). */
  disabled?: boolean;
}

export function FormActions({ sending, submit, onCancel, danger = false, disabled = false }: Props) {
  return (
    <div className="form-actions">
      <button type="submit" className={`button${danger ? ' danger' : ''}`} disabled={sending || disabled} aria-busy={sending || undefined}>
        {sending ? 'Sending…' : submit}
      </button>
      <button type="button" className="button secondary" disabled={sending} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
