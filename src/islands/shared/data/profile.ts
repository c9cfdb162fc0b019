/**
 * The signed-in person's account, GET /v1/Account/me: read by the dashboard on arrival (the
 * gateway's word on the session and roles), the overview and account settings, under one key so
 * a saved change refreshes every reader.
 */
import type { Profile } from '../../../contracts/account.ts';
import type { Envelope } from '../../../contracts/envelope.ts';
import { api } from '../../../lib/api-client.ts';
import { FRESH_MS } from '../../../lib/early-calls.ts';

export const PROFILE_KEY = 'account/me';

let shared: { answer: Promise<Profile>; at: number } | null = null;

/**
 * The profile. Two readers of one page load (the dashboard checking the session on arrival, and
 * the overview or account settings showing it) share one call: an answer asked for by one is
 * given once to the next reader while it is fresh (`FRESH_MS`, the limit of the page's early
 * calls). Any later read, a reload after a saved change among them, asks the gateway.
 */
export function loadProfile(): Promise<Profile> {
  if (shared && performance.now() - shared.at <= FRESH_MS) {
    const { answer } = shared;
    shared = null;
    return answer;
  }
  const answer = api<Envelope<Profile>>('/v1/Account/me').then((envelope) => envelope.data);
  const entry = { answer, at: performance.now() };
  shared = entry;
  // A failed call is not given to the next reader, which asks again.
  answer.catch(() => {
    if (shared === entry) shared = null;
  });
  return answer;
}
