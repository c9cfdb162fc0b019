/** Spec §7 "settings and profile": your own account. */
import { z } from 'zod';
import { envelope } from '../../contracts/envelope.ts';
import { changePasswordBody, deleteAccountBody, profileBody } from '../../contracts/settings.ts';
import { currentUser } from '../platform/http/access.ts';
import { ok } from '../platform/http/reply.ts';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '../platform/auth/refresh-cookie.ts';
import type { Routes } from '../platform/http/module.ts';
import type { AccountSettings } from './account-settings.ts';

export const settingsRoutes: Routes<{ accountSettings: AccountSettings }> = async (app, { services }) => {
  const tags = ['Settings'];
  const config = { access: 'signed-in' as const };
  const done = envelope(z.null());

  app.post(
    '/v1/settings/update-profile',
    {
      config,
      schema: { tags, summary: 'Name and time zone', body: profileBody, response: { 200: done } },
    },
    async (request) => {
      await services.accountSettings.updateProfile(currentUser(request).userId, request.body);
      return ok(null, 'Profile saved.');
    },
  );

  app.post(
    '/v1/settings/change-password',
    {
      config,
      schema: { tags, summary: 'Change your password; every other session ends', body: changePasswordBody, response: { 200: done } },
    },
    async (request) => {
      const keep = request.cookies[REFRESH_COOKIE] ?? null;
      await services.accountSettings.changePassword(
        currentUser(request).userId,
        request.body.currentPassword,
        request.body.newPassword,
        keep,
      );
      return ok(null, 'Password changed. Your other sessions are signed out.');
    },
  );

  app.post(
    '/v1/settings/delete-account',
    {
      config,
      schema: { tags, summary: 'Delete your account: personal data is anonymised', body: deleteAccountBody, response: { 200: done } },
    },
    async (request, reply) => {
      await services.accountSettings.deleteAccount(currentUser(request).userId, request.body.password);
      reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
      return ok(null, 'Your account is deleted.');
    },
  );
};
