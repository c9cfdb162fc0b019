/** A destructive action asks once more before it happens. */
import { useState } from 'react';

interface ConfirmButtonProps {
  /** What the action does, with whom (read by screen readers): "Remove Kofi Asante". */
  label: string;
  text: string;
  onConfirm: () => Promise<void>;
}

export function ConfirmButton({ label, text, onConfirm }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className="button secondary compact" aria-label={label} onClick={() => setAsking(true)}>
        {text}
      </button>
    );
  return (
    <span className="row-actions" role="group" aria-label={`Confirm: ${label}`}>
      <button
        type="button"
        className="button danger compact"
        onClick={() => {
          setAsking(false);
          void onConfirm();
        }}
      >
        Yes, {text.toLowerCase()}
      </button>
      <button type="button" className="button secondary compact" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  );
}
