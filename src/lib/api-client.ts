/**
 * The one HTTP client of the browser code (DESIGN.md): base /api, Accept JSON, credentials
 * included, the bearer access token. On 401 or 403 it refreshes the session once (concurrent
 * failures share that one refresh) and retries once; if the refresh fails, the session ends and
 * the user goes to the login page with info=session_expired and redirected_from (spec §8).
 */
import type { Envelope } from '../contracts/envelope.ts';
import type { Tokens } from '../contracts/account.ts';
import { $tokens, clearSession, setAccessToken, storedAccessToken } from './session.ts';
import { answerOf, createFetchJson, type FetchJson, HttpError, type RequestOptions, withQuery } from './fetch-json.ts';
import { takeEarlyCall } from './early-calls.ts';
import { loginAddress } from './login-address.ts';

export interface ApiClientOptions {
  baseURL?: string;
  /** Where the browser goes when the session cannot be refreshed. */
  navigate?: (address: string) => void;
  /** The address to come back to after signing in again. */
  currentAddress?: () => string;
}

export type ApiClient = <T>(path: string, options?: RequestOptions) => Promise<T>;

/**
 * One refresh at a time for the whole page (every client shares it) and, where the browser has Web
 * Locks, for every tab: refreshing twice with the same token would look like a stolen token and
 * end the session. A tab that waited finds the token another tab got and uses it.
 */
let refreshing: Promise<boolean> | null = null;

function refreshSession(raw: FetchJson, failedToken: string): Promise<boolean> {
  const run = async () => {
    const latest = storedAccessToken();
    if (latest && latest !== failedToken) {
      setAccessToken(latest);
      return true;
    }
    try {
      const response = await raw<Envelope<Tokens>>('/v1/Account/refreshtoken', {
        method: 'POST',
        body: {},
        headers: { 'X-Refresh-Transport': 'cookie' },
      });
      setAccessToken(response.data.jwToken);
      return true;
    } catch {
      return false;
    }
  };
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  refreshing ??= (locks ? locks.request('session-refresh', run) : run()).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const base = options.baseURL ?? '/api';
  const raw = createFetchJson(base, { headers: { Accept: 'application/json' } });
  const navigate = options.navigate ?? ((address: string) => location.assign(address));
  const currentAddress = options.currentAddress ?? (() => `${location.pathname}${location.search}`);

  const withToken = (init: RequestOptions = {}): RequestOptions => {
    const token = $tokens.get()?.jwToken;
    if (!token) return init;
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${token}`);
    return { ...init, headers };
  };

  /** The answer the page's early call got for this GET, when it got one; null to ask the normal way. */
  const early = async <T>(path: string, init: RequestOptions): Promise<{ answer: T } | null> => {
    if ((init.method ?? 'GET') !== 'GET' || init.body !== undefined || init.responseType === 'blob') return null;
    const url = withQuery(`${base}${path}`, init.query);
    const response = await takeEarlyCall(url)?.catch(() => null);
    return response?.ok ? { answer: await answerOf<T>(response, 'json', url) } : null;
  };

  return async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    const taken = await early<T>(path, init);
    if (taken) return taken.answer;
    const token = $tokens.get()?.jwToken;
    try {
      return await raw<T>(path, withToken(init));
    } catch (error) {
      const status = error instanceof HttpError ? error.status : undefined;
      if ((status !== 401 && status !== 403) || !token) throw error;
      if (await refreshSession(raw, token)) return raw<T>(path, withToken(init));
      clearSession();
      navigate(loginAddress({ info: 'session_expired', redirectedFrom: currentAddress() }));
      throw error;
    }
  };
}

export const api = createApiClient();

/**
 * For calls a person did not ask for (the header's badge on a public page): an ended session is
 * cleared, but nobody is sent to the login page for it.
 */
export const backgroundApi = createApiClient({ navigate: () => {} });

/** The envelope's message when the gateway sent one, else a generic line (spec §8: toasts stay generic). */
export function errorMessage(error: unknown): string {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' ? data.message : 'Something went wrong. Please try again.';
}
