/**
 * Spec §7 "account": registration, sign-in, session refresh, logout, email and password flows.
 * The browser gets its refresh token only as an httpOnly, SameSite=Strict cookie scoped to these
 * routes (it sends `X-Refresh-Transport: cookie`); API clients get it in the body as the spec shows.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  authenticateBody,
  authResult,
  confirmEmailBody,
  emailBody,
  profile,
  refreshBody,
  registerBody,
  registerInvitedBody,
  resetPasswordBody,
  socialLoginBody,
  socialRegisterBody,
  tokens,
} from '../../contracts/account.ts';
import { envelope } from '../../contracts/envelope.ts';
import { currentUser } from '../platform/http/access.ts';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '../platform/auth/refresh-cookie.ts';
import { HttpError } from '../platform/errors.ts';
import { ok } from '../platform/http/reply.ts';
import { type IssuedSession, REFRESH_FAILURES_PER_IP, REFRESH_TOKEN_DAYS, type Sessions } from './sessions.ts';
import type { Routes } from '../platform/http/module.ts';
import type { AccountsService } from './accounts.ts';
import type { RateLimiter } from '../platform/rate-limiter.ts';
import type { SocialSignIn } from './social-sign-in.ts';

export const accountRoutes: Routes<{ accounts: AccountsService; limiter: RateLimiter; sessions: Sessions; social: SocialSignIn }> = async (
  app,
  { services, secureCookies },
) => {
  const tags = ['Account'];
  const pub = { access: 'public' as const };
  const done = envelope(z.null());
  const wantsCookie = (request: FastifyRequest) => request.headers['x-refresh-transport'] === 'cookie';

  function handOver(request: FastifyRequest, reply: FastifyReply, session: IssuedSession) {
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookies,
      path: REFRESH_COOKIE_PATH,
      maxAge: REFRESH_TOKEN_DAYS * 86_400,
    });
    return { jwToken: session.jwToken, refreshToken: wantsCookie(request) ? '' : session.refreshToken };
  }

  const presentedRefreshToken = (request: FastifyRequest, body: { token?: string | undefined }) =>
    body.token || request.cookies[REFRESH_COOKIE] || null;

  app.post(
    '/v1/Account/register',
    {
      config: pub,
      schema: { tags, summary: 'Create an account; a confirmation link is emailed', body: registerBody, response: { 200: done } },
    },
    async ({ body, ip }) => {
      await services.accounts.register(body, ip);
      return ok(null, 'Check your email: we sent a link to confirm your address.');
    },
  );

  app.post(
    '/v1/Account/authenticate',
    {
      config: pub,
      schema: { tags, summary: 'Sign in with email and password', body: authenticateBody, response: { 200: envelope(authResult) } },
    },
    async (request, reply) => {
      const { user, ...session } = await services.accounts.authenticate(request.body.email, request.body.password, request.ip);
      return ok({ ...user, ...handOver(request, reply, session) });
    },
  );

  app.post(
    '/v1/Account/refreshtoken',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Exchange a refresh token (body or cookie) for new tokens; each token works once',
        body: refreshBody.optional(),
        response: { 200: envelope(tokens) },
      },
    },
    async (request, reply) => {
      const failuresKey = `refresh-fail:${request.ip}`;
      const { allowed, retryAfter } = await services.limiter.peek(failuresKey, REFRESH_FAILURES_PER_IP);
      if (!allowed) throw new HttpError(429, 'Too many attempts. Please wait and try again.', null, { 'retry-after': String(retryAfter) });
      const token = presentedRefreshToken(request, request.body ?? {});
      try {
        if (!token) throw new HttpError(401, 'Your session has ended. Please sign in again.');
        return ok(handOver(request, reply, await services.sessions.refresh(token, request.ip)));
      } catch (error) {
        reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
        if (error instanceof HttpError && error.statusCode === 401) await services.limiter.hit(failuresKey, REFRESH_FAILURES_PER_IP);
        throw error;
      }
    },
  );

  app.post(
    '/v1/Account/logout',
    {
      config: pub,
      schema: { tags, summary: 'End this session', body: refreshBody.optional(), response: { 200: done } },
    },
    async (request, reply) => {
      const token = presentedRefreshToken(request, request.body ?? {});
      if (token) await services.sessions.revokeFamilyOf(token);
      reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
      return ok(null, 'Signed out.');
    },
  );

  app.get(
    '/v1/Account/me',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'The signed-in profile', response: { 200: envelope(profile) } },
    },
    async (request) => ok(await services.accounts.profile(currentUser(request).userId)),
  );

  app.post(
    '/v1/Account/confirm-email',
    {
      config: pub,
      schema: { tags, summary: 'Confirm an email address with the emailed token', body: confirmEmailBody, response: { 200: done } },
    },
    async ({ body }) => {
      await services.accounts.confirmEmail(body.token);
      return ok(null, 'Your email address is confirmed. You can sign in.');
    },
  );

  app.post(
    '/v1/Account/resend-verification',
    {
      config: pub,
      schema: { tags, summary: 'Send the confirmation link again', body: emailBody, response: { 200: done } },
    },
    async ({ body, ip }) => {
      await services.accounts.resendVerification(body.email, ip);
      return ok(null, 'If this address has an unconfirmed account, a new link is on its way.');
    },
  );

  app.post(
    '/v1/Account/forgot-password',
    {
      config: pub,
      schema: { tags, summary: 'Email a password reset link', body: emailBody, response: { 200: done } },
    },
    async ({ body, ip }) => {
      await services.accounts.forgotPassword(body.email, ip);
      return ok(null, 'If this address has an account, a reset link is on its way.');
    },
  );

  app.post(
    '/v1/Account/reset-password',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Choose a new password with the emailed token; ends every session',
        body: resetPasswordBody,
        response: { 200: done },
      },
    },
    async ({ body }) => {
      await services.accounts.resetPassword(body.token, body.password);
      return ok(null, 'Your password is changed. Sign in with the new one.');
    },
  );

  app.post(
    '/v1/Account/register-invited-user',
    {
      config: pub,
      schema: { tags, summary: 'Create an account from an invitation', body: registerInvitedBody, response: { 200: envelope(authResult) } },
    },
    async (request, reply) => {
      const { user, ...session } = await services.accounts.registerInvited(
        request.body.token,
        request.body.fullName,
        request.body.password,
        request.ip,
      );
      return ok({ ...user, ...handOver(request, reply, session) });
    },
  );

  app.post(
    '/v1/Account/social-login',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Sign in with an ID token of the configured identity provider',
        body: socialLoginBody,
        response: { 200: envelope(authResult) },
      },
    },
    async (request, reply) => {
      const { user, ...session } = await services.social.login(request.body.idToken, request.ip);
      return ok({ ...user, ...handOver(request, reply, session) });
    },
  );

  app.post(
    '/v1/Account/social-register',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Create an account from an ID token of the configured identity provider',
        body: socialRegisterBody,
        response: { 200: envelope(authResult) },
      },
    },
    async (request, reply) => {
      const { user, ...session } = await services.social.register(request.body, request.ip);
      return ok({ ...user, ...handOver(request, reply, session) });
    },
  );
};
