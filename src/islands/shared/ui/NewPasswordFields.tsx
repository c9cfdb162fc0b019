/**
 * Choosing a new password: the password and the same again, as the reset and invitation links and
 * account settings ask for it. The form's schema says whether the two match; its error is on the
 * second field, which every such form names `confirm`.
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field } from './Field.tsx';

interface NewPasswordFieldsProps<F extends FieldValues, T> {
  form: UseFormReturn<F, unknown, T>;
  /** The new password's field (`password`, `newPassword`). */
  name: NoInfer<Path<F>>;
  /** The second field's label: "Repeat the password". */
  repeatLabel: string;
}

export function NewPasswordFields<F extends FieldValues & { confirm: string }, T>({
  form,
  name,
  repeatLabel,
}: NewPasswordFieldsProps<F, T>) {
  const confirm = 'confirm' as Path<F>;
  const message = (field: Path<F>) => form.getFieldState(field, form.formState).error?.message;
  return (
    <>
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={message(name)}
        {...form.register(name)}
      />
      <Field label={repeatLabel} type="password" autoComplete="new-password" error={message(confirm)} {...form.register(confirm)} />
    </>
  );
}
