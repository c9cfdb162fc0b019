/** The company's members: name, email, role (changeable by owners and admins), joined, remove. */
import type { RoleInfo, UsersList } from '../../../../contracts/company.ts';
import { Table, type TableColumn } from '../../../shared/ui/Table.tsx';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import { changeRole, removeMember } from './api.ts';

type Member = UsersList['members'][number];

interface MembersTableProps {
  members: Member[];
  roles: RoleInfo[];
  canManage: boolean;
  act: (change: () => Promise<string>) => Promise<void>;
}

interface ColumnsOptions extends Omit<MembersTableProps, 'members'> {
  date: (iso: string) => string;
}

function memberColumns({ roles, canManage, act, date }: ColumnsOptions): TableColumn<Member>[] {
  const columns: TableColumn<Member>[] = [
    {
      id: 'name',
      header: 'Name',
      rowHeader: true,
      cell: (m) => (
        <>
          {m.fullName}
          {m.isYou && <span className="badge">You</span>}
        </>
      ),
    },
    { id: 'email', header: 'Email', cell: (m) => m.email },
    {
      id: 'role',
      header: 'Role',
      // Nobody changes their own role here: the gateway would refuse to leave a company without an owner.
      cell: (m) =>
        canManage && !m.isYou ? (
          <select
            className="input compact"
            aria-label={`Role of ${m.fullName}`}
            value={m.role}
            onChange={(e) => void act(() => changeRole({ userId: m.userId, role: e.target.value as Member['role'] }))}
          >
            {roles.map((r) => (
              <option key={r.role} value={r.role}>
                {r.label}
              </option>
            ))}
          </select>
        ) : (
          <span className="capitalize">{m.role}</span>
        ),
    },
    { id: 'joined', header: 'Joined', cell: (m) => date(m.joinedAt) },
  ];
  if (!canManage) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      label: 'Actions',
      cell: (m) =>
        !m.isYou && <ConfirmButton label={`Remove ${m.fullName}`} text="Remove" onConfirm={() => act(() => removeMember(m.userId))} />,
    },
  ];
}

export function MembersTable({ members, ...options }: MembersTableProps) {
  const { date } = useAccountDates();
  return (
    <div className="table-frame">
      <Table caption="Members" columns={memberColumns({ ...options, date })} rows={members} rowKey={(m) => m.userId} />
    </div>
  );
}
