/** Users and roles' calls: members and invitations, the roles on offer, and every change to them. */
import type { z } from 'zod';
import type { changeRoleBody, inviteBody, RoleInfo, UsersList } from '../../../../contracts/company.ts';
import type { Envelope } from '../../../../contracts/envelope.ts';
import { api } from '../../../../lib/api-client.ts';
import { queryKey } from '../../../shared/data/use-query.ts';

export const usersKey = queryKey('usermanagement/users');
export const rolesKey = queryKey('usermanagement/roles');

export async function loadUsers(signal: AbortSignal): Promise<UsersList> {
  return (await api<Envelope<UsersList>>('/v1/usermanagement/users', { signal })).data;
}

export async function loadRoles(signal: AbortSignal): Promise<RoleInfo[]> {
  return (await api<Envelope<RoleInfo[]>>('/v1/usermanagement/roles', { signal })).data;
}

/** Every change answers with a line for the person who made it ("Role changed."). */
async function change(path: string, method: 'POST' | 'DELETE', body?: Record<string, unknown>): Promise<string> {
  return (await api<Envelope<null>>(path, { method, ...(body ? { body } : {}) })).message ?? 'Saved.';
}

export const inviteColleague = (body: z.infer<typeof inviteBody>) => change('/v1/usermanagement/invite', 'POST', body);
export const changeRole = (body: z.infer<typeof changeRoleBody>) => change('/v1/usermanagement/change-role', 'POST', body);
export const removeMember = (userId: string) => change(`/v1/usermanagement/user/${encodeURIComponent(userId)}`, 'DELETE');
export const resendInvite = (inviteId: string) => change('/v1/usermanagement/resend-invite', 'POST', { inviteId });
export const withdrawInvite = (inviteId: string) => change(`/v1/usermanagement/invite/${encodeURIComponent(inviteId)}`, 'DELETE');
