/**
 * The session as the spec's shared state (§3): loggedUser, tokens, isLoggedIn, roles, userId.
 * Kept in a cookie (SameSite=Strict, 60 days, Secure on https) so every static page and island
 * starts from the same state. The cookie holds the short-lived access token only: the refresh
 * token lives in an httpOnly cookie that page JavaScript never sees.
 */
import { atom, computed } from 'nanostores';
import type { LoggedUser, Profile } from '../contracts/account.ts';

export const SESSION_COOKIE = 'session';
const MAX_AGE_SECONDS = 60 * 24 * 3600; // spec §9: 60 days

export interface Tokens {
  jwToken: string;
}
interface Stored {
  user: LoggedUser;
  jwToken: string;
}

function readCookie(): Stored | null {
  if (typeof document === 'undefined') return null;
  const raw = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(raw)) as Stored;
    return parsed?.user?.id && typeof parsed.jwToken === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

function writeCookie(stored: Stored | null): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: spec §9 keeps the session in a cookie every static page reads; Cookie Store is not in every browser
  document.cookie = stored
    ? `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify(stored))}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Strict${secure}`
    : `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict${secure}`;
}

const initial = readCookie();

/** The access token as the cookie holds it now: another tab may have refreshed it meanwhile. */
export function storedAccessToken(): string | null {
  return readCookie()?.jwToken ?? null;
}
export const $loggedUser = atom<LoggedUser | null>(initial?.user ?? null);
export const $tokens = atom<Tokens | null>(initial ? { jwToken: initial.jwToken } : null);
export const $isLoggedIn = computed($loggedUser, (user) => user !== null);
export const $roles = computed($loggedUser, (user) => user?.roles ?? []);
export const $userId = computed($loggedUser, (user) => user?.id ?? null);
/** The account's time zone (from the profile), used to show dates in the dashboard. */
export const $timezone = atom<string>('Africa/Lagos');

function persist() {
  const user = $loggedUser.get();
  const tokens = $tokens.get();
  writeCookie(user && tokens ? { user, jwToken: tokens.jwToken } : null);
}

/** Logged out → logged in (spec §4). */
export function signIn(user: LoggedUser, jwToken: string): void {
  $loggedUser.set(user);
  $tokens.set({ jwToken });
  persist();
}

export function updateUser(user: LoggedUser): void {
  $loggedUser.set(user);
  persist();
}

export function setAccessToken(jwToken: string): void {
  $tokens.set({ jwToken });
  persist();
}

/**
 * How the last session on this page ended: by the person (signing out, deleting the account), or
 * found expired by a call to the gateway (a failed refresh, the header's background call). The
 * dashboard sends the person to sign in when it expires under it.
 */
export const $sessionEnded = atom<'by-person' | 'expired' | null>(null);

/** Back to logged out (spec §4: on logout or when a refresh fails). */
export function clearSession(how: 'by-person' | 'expired' = 'expired'): void {
  $sessionEnded.set(how);
  $loggedUser.set(null);
  $tokens.set(null);
  persist();
}

/** The session's view of a profile (GET /api/v1/Account/me), e.g. after a role change. */
export function userFromProfile(profile: Profile): LoggedUser {
  const { id, email, fullName, roles, businessUserType, accountType, onboarded } = profile;
  return { id, email, fullName, roles, businessUserType, accountType, onboarded };
}
