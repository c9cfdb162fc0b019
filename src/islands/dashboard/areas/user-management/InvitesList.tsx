/** Invitations not answered yet: who, as what, until when; resend or withdraw. */
import type { UsersList } from '../../../../contracts/company.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import { resendInvite, withdrawInvite } from './api.ts';

interface InvitesListProps {
  invites: UsersList['invites'];
  canManage: boolean;
  act: (change: () => Promise<string>) => Promise<void>;
}

export function InvitesList({ invites, canManage, act }: InvitesListProps) {
  const { date } = useAccountDates();
  if (invites.length === 0) return <p className="muted">No invitation is waiting for an answer.</p>;
  return (
    <ul className="plain-list">
      {invites.map((i) => (
        <li key={i.id}>
          <span>
            <strong>{i.email}</strong> as <span className="capitalize">{i.role}</span>
            {' · '}
            {i.expired ? <span className="badge warning">Expired</span> : <span className="muted small">expires {date(i.expiresAt)}</span>}
          </span>
          {canManage && (
            <span className="row-actions">
              <button type="button" className="button secondary compact" onClick={() => void act(() => resendInvite(i.id))}>
                Resend
              </button>
              <ConfirmButton
                label={`Withdraw the invitation of ${i.email}`}
                text="Withdraw"
                onConfirm={() => act(() => withdrawInvite(i.id))}
              />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
