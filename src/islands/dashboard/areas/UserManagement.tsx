/** /user-management: the company's members and invitations, and the invite form. */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { inviteBody, type RoleInfo, type UsersList } from '../../../contracts/company.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAccountDates } from '../../shared/use-account-dates.ts';
import { $loggedUser } from '../../../lib/session.ts';
import { Field } from '../../shared/Field.tsx';
import { FormMessage } from '../../shared/FormMessage.tsx';
import { useGatewayForm } from '../../shared/use-gateway-form.ts';
import { send, useApi } from '../use-api.ts';
import { toast } from '../../../lib/toast.ts';
import '../../shared/shared.css';

export default function UserManagement({ title }: { title: string }) {
  const me = useStore($loggedUser);
  const { date: formatDate } = useAccountDates();
  const users = useApi<UsersList>('/v1/usermanagement/users');
  const roles = useApi<RoleInfo[]>('/v1/usermanagement/roles');
  const [status, setStatus] = useState<{ error?: string; notice?: string }>({});
  const canManage = me?.roles.some((r) => r === 'owner' || r === 'admin') ?? false;
  const { form, submit, formError, errors } = useGatewayForm(inviteBody, { role: 'viewer' });

  async function act(run: () => Promise<string>) {
    setStatus({});
    try {
      toast(await run());
      users.reload();
    } catch (e) {
      setStatus({ error: errorMessage(e) });
    }
  }

  const onInvite = form.handleSubmit(async (values) => {
    const message = await submit(() => send('/v1/usermanagement/invite', 'POST', values));
    if (message) {
      setStatus({ notice: message });
      form.reset({ email: '', role: values.role });
      users.reload();
    }
  });

  const roleOptions = (roles.data ?? []).filter((r) => r.role !== 'owner' || me?.roles.includes('owner'));
  return (
    <div className="stack-areas">
      <h1>{title}</h1>
      <FormMessage error={status.error ?? users.error} notice={status.notice} />
      {canManage && (
        <section className="card area-block" aria-labelledby="invite-title">
          <h2 id="invite-title">Invite a colleague</h2>
          <form className="form inline-form" onSubmit={onInvite} noValidate>
            <FormMessage error={formError} />
            <Field label="Email" type="email" autoComplete="off" error={errors.email?.message} {...form.register('email')} />
            <div className="field">
              <label htmlFor="invite-role">Role</label>
              <select id="invite-role" className="input" {...form.register('role')}>
                {roleOptions.map((r) => <option key={r.role} value={r.role}>{r.label}: {r.description}</option>)}
              </select>
            </div>
            <button className="button" type="submit" disabled={form.formState.isSubmitting}>{form.formState.isSubmitting ? 'Sending…' : 'Send invitation'}</button>
          </form>
        </section>
      )}
      <section className="card area-block" aria-labelledby="members-title">
        <h2 id="members-title">Members</h2>
        {!users.data ? <p aria-busy="true">Loading members…</p> : (
          <div className="table-scroll">
            <table className="data">
              <thead><tr><th scope="col">Name</th><th scope="col">Email</th><th scope="col">Role</th><th scope="col">Joined</th>{canManage && <th scope="col"><span className="visually-hidden">Actions</span></th>}</tr></thead>
              <tbody>
                {users.data.members.map((m) => (
                  <tr key={m.userId}>
                    <th scope="row">{m.fullName}{m.isYou && <span className="badge">You</span>}</th>
                    <td>{m.email}</td>
                    <td>
                      {canManage && !m.isYou ? (
                        <select className="input compact" aria-label={`Role of ${m.fullName}`} value={m.role}
                          onChange={(e) => void act(() => send('/v1/usermanagement/change-role', 'POST', { userId: m.userId, role: e.target.value }))}>
                          {(roles.data ?? []).map((r) => <option key={r.role} value={r.role}>{r.label}</option>)}
                        </select>
                      ) : <span className="capitalize">{m.role}</span>}
                    </td>
                    <td>{formatDate(m.joinedAt)}</td>
                    {canManage && <td>{!m.isYou && <ConfirmButton label={`Remove ${m.fullName}`} text="Remove" onConfirm={() => act(() => send(`/v1/usermanagement/user/${m.userId}`, 'DELETE'))} />}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="card area-block" aria-labelledby="invites-title">
        <h2 id="invites-title">Pending invitations</h2>
        {users.data && users.data.invites.length === 0 && <p className="muted">No invitation is waiting for an answer.</p>}
        {users.data && users.data.invites.length > 0 && (
          <ul className="plain-list">
            {users.data.invites.map((i) => (
              <li key={i.id}>
                <span><strong>{i.email}</strong> as <span className="capitalize">{i.role}</span>{' · '}
                  {i.expired ? <span className="badge warning">Expired</span> : <span className="muted small">expires {formatDate(i.expiresAt)}</span>}</span>
                {canManage && (
                  <span className="row-actions">
                    <button type="button" className="button secondary compact" onClick={() => void act(() => send('/v1/usermanagement/resend-invite', 'POST', { inviteId: i.id }))}>Resend</button>
                    <ConfirmButton label={`Withdraw the invitation of ${i.email}`} text="Withdraw" onConfirm={() => act(() => send(`/v1/usermanagement/invite/${i.id}`, 'DELETE'))} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** A destructive action asks once more before it happens. */
function ConfirmButton({ label, text, onConfirm }: { label: string; text: string; onConfirm: () => Promise<void> }) {
  const [asking, setAsking] = useState(false);
  if (!asking) return <button type="button" className="button secondary compact" aria-label={label} onClick={() => setAsking(true)}>{text}</button>;
  return (
    <span className="row-actions" role="group" aria-label={`Confirm: ${label}`}>
      <button type="button" className="button danger compact" onClick={() => { setAsking(false); void onConfirm(); }}>Yes, {text.toLowerCase()}</button>
      <button type="button" className="button secondary compact" onClick={() => setAsking(false)}>Cancel</button>
    </span>
  );
}
