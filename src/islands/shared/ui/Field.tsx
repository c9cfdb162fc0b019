/**
 * The one labelled field of the islands: its hint and error tied to the control for screen readers.
 * A plain text input by default; for a select, a textarea or a picker, pass a render function and
 * spread the control props it gets onto the control.
 */
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import './forms.css';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** The control, when it is not a text input. */
  children?: (control: ControlProps) => ReactNode;
  /** Extra class on the field's wrapper (e.g. a narrow column). */
  fieldClassName?: string;
}

export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, id, children, fieldClassName, ...input },
  ref,
) {
  const fieldId = id ?? `f-${input.name}`;
  const describedBy = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(' ') || undefined;
  const control: ControlProps = { id: fieldId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  return (
    <div className={fieldClassName ? `field ${fieldClassName}` : 'field'}>
      <label htmlFor={fieldId}>{label}</label>
      {children ? children(control) : <input ref={ref} className="input" {...control} {...input} />}
      {hint && (
        <p id={`${fieldId}-hint`} className="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
});
