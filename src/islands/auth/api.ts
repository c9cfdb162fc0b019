/**
 * Every call the sign-in pages make: signing in (password, Google, invitation), registering, the
 * emailed-link flows. Calls that start a session ask for the refresh token as an httpOnly cookie.
 */
import { z } from 'zod';
import {
  type AuthResult,
  type authenticateBody,
  type emailBody,
  type LoggedUser,
  password,
  type RegisterBody,
  type registerInvitedBody,
  type resetPasswordBody,
} from '../../contracts/account.ts';
import type { Envelope } from '../../contracts/envelope.ts';
import { api } from '../../lib/api-client.ts';

/** The browser keeps the refresh token in an httpOnly cookie, never in the answer it can read. */
const COOKIE_TRANSPORT = { 'X-Refresh-Transport': 'cookie' };

/** A session the page can hold: the user and the access token, without the refresh token. */
export interface Session {
  user: LoggedUser;
  jwToken: string;
}

function toSession({ jwToken, refreshToken: _cookieOnly, ...user }: AuthResult): Session {
  return { user, jwToken };
}

export async function authenticate(body: z.infer<typeof authenticateBody>): Promise<Session> {
  return toSession((await api<Envelope<AuthResult>>('/v1/Account/authenticate', { method: 'POST', body, headers: COOKIE_TRANSPORT })).data);
}

/** Signs in with a Google ID token; a first visit makes a personal buyer account (spec §1). */
export async function googleSignIn(idToken: string): Promise<Session> {
  const result = await api<Envelope<AuthResult>>('/v1/Account/social-login', {
    method: 'POST',
    body: { idToken },
    headers: COOKIE_TRANSPORT,
  }).catch((error: { status?: number }) => {
    if (error.status !== 404) throw error;
    return api<Envelope<AuthResult>>('/v1/Account/social-register', {
      method: 'POST',
      body: { idToken, accountType: 'personal', businessUserType: 'buyer' },
      headers: COOKIE_TRANSPORT,
    });
  });
  return toSession(result.data);
}

/** The answer's message says to check the mailbox. */
export function register(body: RegisterBody): Promise<Envelope<null>> {
  return api<Envelope<null>>('/v1/Account/register', { method: 'POST', body });
}

export const EMAIL_CALLS = {
  'forgot-password': '/v1/Account/forgot-password',
  'resend-verification': '/v1/Account/resend-verification',
} as const;

/** The same answer whether or not the address has an account. */
export function requestEmail(kind: keyof typeof EMAIL_CALLS, body: z.infer<typeof emailBody>): Promise<Envelope<null>> {
  return api<Envelope<null>>(EMAIL_CALLS[kind], { method: 'POST', body });
}

export async function confirmEmail(token: string, signal?: AbortSignal): Promise<void> {
  await api<Envelope<null>>('/v1/Account/confirm-email', { method: 'POST', body: { token }, signal });
}

export function resetPassword(body: z.infer<typeof resetPasswordBody>): Promise<Envelope<null>> {
  return api<Envelope<null>>('/v1/Account/reset-password', { method: 'POST', body });
}

export async function registerInvitedUser(body: z.infer<typeof registerInvitedBody>): Promise<Session> {
  return toSession(
    (await api<Envelope<AuthResult>>('/v1/Account/register-invited-user', { method: 'POST', body, headers: COOKIE_TRANSPORT })).data,
  );
}

/** Choosing a password from an emailed link: twice, and a name too when joining a company. */
export const tokenPasswordForm = z
  .object({
    fullName: z.string().trim().max(120).optional(),
    password,
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { error: 'does not match the password', path: ['confirm'] });
