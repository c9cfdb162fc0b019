/** /user-management: the company's members and invitations, and the invite form. */
import { useStore } from '@nanostores/react';
import { useCallback, useState } from 'react';
import { $loggedUser } from '../../../../lib/session.ts';
import { toast } from '../../../../lib/toast.ts';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useMutation, useQuery } from '../../../shared/data/use-query.ts';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import { InviteForm } from './InviteForm.tsx';
import { InvitesList } from './InvitesList.tsx';
import { MembersTable } from './MembersTable.tsx';
import { loadRoles, loadUsers, rolesKey, usersKey } from './api.ts';

export default function UserManagement({ title }: { title: string; params: Record<string, string> }) {
  const me = useStore($loggedUser);
  const users = useQuery(usersKey, loadUsers);
  const roles = useQuery(rolesKey, loadRoles);
  const [notice, setNotice] = useState<string | null>(null);
  const canManage = me?.roles.some((r) => r === 'owner' || r === 'admin') ?? false;
  const isOwner = me?.roles.includes('owner') ?? false;

  /** A change to a member or an invitation: its message as a toast, then the lists as they now stand. */
  const action = useMutation((change: () => Promise<string>) => change());
  const { run } = action;
  const { reload } = users;
  const act = useCallback(
    async (change: () => Promise<string>) => {
      setNotice(null);
      const message = await run(change);
      if (message === null) return;
      toast(message);
      reload();
    },
    [run, reload],
  );

  function onInvited(message: string) {
    setNotice(message);
    reload();
  }

  return (
    <div className="stack-areas">
      <h1>{title}</h1>
      <FormMessage error={action.error?.message} notice={notice} />
      {canManage && <InviteForm roles={(roles.data ?? []).filter((r) => r.role !== 'owner' || isOwner)} onInvited={onInvited} />}
      <section className="card area-block" aria-labelledby="members-title">
        <h2 id="members-title">Members</h2>
        <QueryStatus query={users} what="members" />
        {users.data && <MembersTable members={users.data.members} roles={roles.data ?? []} canManage={canManage} act={act} />}
      </section>
      <section className="card area-block" aria-labelledby="invites-title">
        <h2 id="invites-title">Pending invitations</h2>
        {users.data && <InvitesList invites={users.data.invites} canManage={canManage} act={act} />}
      </section>
    </div>
  );
}
