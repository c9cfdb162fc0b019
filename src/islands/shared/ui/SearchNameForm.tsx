/**
 * Naming a saved search, in one line: the name, "Save" and "Cancel" (Escape cancels too). The search
 * page's "Save this search" and the dashboard's rename both use it, so a name is checked and sent
 * alike; each place keeps its own layout.
 */
import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { renameSavedSearchBody, SAVED_SEARCH_NAME_MAX } from '../../../contracts/saved-searches.ts';
import { Field } from './Field.tsx';
import { FormMessage } from './FormMessage.tsx';
import { useGatewayForm } from '../data/use-gateway-form.ts';

interface SearchNameFormProps {
  /** The name field's id (where the keyboard is sent). */
  id: string;
  label: string;
  initialName: string;
  /** Sends the checked name; a failure shows on the field and as the form's message. */
  save: (name: string) => Promise<void>;
  onCancel: () => void;
  /** The field takes the keyboard as the form opens. */
  focusOnOpen?: boolean;
  className?: string;
  style?: CSSProperties;
  rowClassName?: string;
  rowStyle?: CSSProperties;
  inputStyle?: CSSProperties;
  /** Anything more inside the form (the dashboard's hidden name, which labels the item). */
  children?: ReactNode;
}

export function SearchNameForm({ id, label, initialName, save, onCancel, focusOnOpen = false, ...layout }: SearchNameFormProps) {
  const { form, submit, onValid, formError, errors, busy } = useGatewayForm(renameSavedSearchBody, { name: initialName });
  useEffect(() => {
    if (focusOnOpen) form.setFocus('name');
  }, [form, focusOnOpen]);

  const onSubmit = onValid(async ({ name }) => {
    await submit(() => save(name));
  });
  return (
    <form className={layout.className} style={layout.style} onSubmit={onSubmit} noValidate>
      <Field id={id} label={label} error={errors.name?.message}>
        {(control) => (
          <div className={layout.rowClassName} style={layout.rowStyle}>
            <input
              className="input"
              maxLength={SAVED_SEARCH_NAME_MAX}
              required
              autoComplete="off"
              style={layout.inputStyle}
              {...control}
              {...form.register('name')}
              onKeyDown={(e) => {
                if (e.key === 'Escape') onCancel();
              }}
            />
            <button type="submit" className="button" disabled={busy}>
              {form.formState.isSubmitting ? 'Saving…' : 'Save'}
            </button>
            <button type="button" className="button secondary" onClick={onCancel}>
              Cancel
            </button>
          </div>
        )}
      </Field>
      <FormMessage error={formError} />
      {layout.children}
    </form>
  );
}
