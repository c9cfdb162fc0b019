/** Inviting a colleague by email with a role; the invitation arrives as an emailed link. */
import { useEffect } from 'react';
import { inviteBody, type RoleInfo } from '../../../../contracts/company.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { inviteColleague } from './api.ts';

interface InviteFormProps {
  /** The roles this person may give (only an owner makes owners). */
  roles: RoleInfo[];
  onInvited: (message: string) => void;
}

export function InviteForm({ roles, onInvited }: InviteFormProps) {
  const { form, submit, onValid, formError, errors, busy } = useGatewayForm(inviteBody, { role: 'viewer' });
  // The roles arrive after the form: choose the default role again once they are there.
  useEffect(() => {
    if (roles.length) form.setValue('role', form.getValues('role'));
  }, [roles, form]);

  const onInvite = onValid(async (values) => {
    const message = await submit(() => inviteColleague(values));
    if (message === null) return;
    onInvited(message);
    form.reset({ email: '', role: values.role });
  });

  return (
    <section className="card area-block" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite a colleague</h2>
      <form className="form inline-form" onSubmit={onInvite} noValidate>
        <FormMessage error={formError} />
        <Field label="Email" type="email" autoComplete="off" error={errors.email?.message} {...form.register('email')} />
        <Field id="invite-role" label="Role" error={errors.role?.message}>
          {(control) => (
            <select className="input" {...control} {...form.register('role')}>
              {roles.map((r) => (
                <option key={r.role} value={r.role}>
                  {r.label}: {r.description}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button className="button" type="submit" disabled={busy}>
          {form.formState.isSubmitting ? 'Sending…' : 'Send invitation'}
        </button>
      </form>
    </section>
  );
}
