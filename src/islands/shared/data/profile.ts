/**
 * The signed-in person's account, GET /v1/Account/me: read by the dashboard on arrival (the
 * gateway's word on the session and roles), the overview and account settings, under one key so
 * a saved change refreshes every reader.
 */
import type { Profile } from '../../../contracts/account.ts';
import type { Envelope } from '../../../contracts/envelope.ts';
import { api } from '../../../lib/api-client.ts';

export const PROFILE_KEY = 'account/me';

export async function loadProfile(signal?: AbortSignal): Promise<Profile> {
  return (await api<Envelope<Profile>>('/v1/Account/me', { signal: signal ?? null })).data;
}
