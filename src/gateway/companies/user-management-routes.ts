/** Spec §7 "user management": a company's members, invitations and roles. */
import { z } from 'zod';
import {
  changeRoleBody,
  inviteBody,
  inviteIdParams,
  resendInviteBody,
  roleInfo,
  userIdParams,
  usersList,
} from '../../contracts/company.ts';
import { envelope } from '../../contracts/envelope.ts';
import { currentCompanyId, currentMember } from '../platform/http/access.ts';
import { ok } from '../platform/http/reply.ts';
import type { Routes } from '../platform/http/module.ts';
import type { UserManagement } from './user-management.ts';

export const userManagementRoutes: Routes<{ userManagement: UserManagement }> = async (app, { services }) => {
  const tags = ['User management'];
  const manage = { access: { permission: 'users:manage' as const } };
  const done = envelope(z.null());
  const um = services.userManagement;

  app.get(
    '/v1/usermanagement/users',
    {
      config: { access: { permission: 'company:view' } },
      schema: { tags, summary: 'Members and pending invitations of your company', response: { 200: envelope(usersList) } },
    },
    async (request) => ok(await um.list(currentCompanyId(request), currentMember(request).userId)),
  );

  app.get(
    '/v1/usermanagement/roles',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'The roles a member can have', response: { 200: envelope(z.array(roleInfo)) } },
    },
    async () => ok(um.roles()),
  );

  app.post(
    '/v1/usermanagement/invite',
    {
      config: manage,
      schema: { tags, summary: 'Invite someone by email with a role', body: inviteBody, response: { 200: done } },
    },
    async (request) => {
      await um.invite(currentMember(request), currentCompanyId(request), request.body.email, request.body.role);
      return ok(null, `Invitation sent to ${request.body.email}.`);
    },
  );

  app.post(
    '/v1/usermanagement/resend-invite',
    {
      config: manage,
      schema: { tags, summary: 'Send an invitation again with a fresh link', body: resendInviteBody, response: { 200: done } },
    },
    async (request) => {
      await um.resendInvite(currentMember(request), currentCompanyId(request), request.body.inviteId);
      return ok(null, 'Invitation sent again.');
    },
  );

  app.delete(
    '/v1/usermanagement/invite/:id',
    {
      config: manage,
      schema: { tags, summary: 'Withdraw an invitation', params: inviteIdParams, response: { 200: done } },
    },
    async (request) => {
      await um.deleteInvite(currentCompanyId(request), request.params.id);
      return ok(null, 'Invitation withdrawn.');
    },
  );

  app.delete(
    '/v1/usermanagement/user/:id',
    {
      config: manage,
      schema: { tags, summary: 'Remove a member from your company', params: userIdParams, response: { 200: done } },
    },
    async (request) => {
      await um.removeMember(currentMember(request), currentCompanyId(request), request.params.id);
      return ok(null, 'Member removed.');
    },
  );

  app.post(
    '/v1/usermanagement/change-role',
    {
      config: manage,
      schema: { tags, summary: "Change a member's role", body: changeRoleBody, response: { 200: done } },
    },
    async (request) => {
      await um.changeRole(currentMember(request), currentCompanyId(request), request.body.userId, request.body.role);
      return ok(null, 'Role changed.');
    },
  );
};
