/** A labelled input with its error message tied to it for screen readers. */
import { forwardRef, type InputHTMLAttributes } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, error, hint, id, ...input }, ref) {
  const fieldId = id ?? `f-${input.name}`;
  const describedBy = [error ? `${fieldId}-error` : null, hint ? `${fieldId}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      <input ref={ref} id={fieldId} className="input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && <p id={`${fieldId}-hint`} className="hint">{hint}</p>}
      {error && <p id={`${fieldId}-error`} className="field-error">{error}</p>}
    </div>
  );
});
