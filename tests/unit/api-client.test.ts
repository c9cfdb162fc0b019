import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/lib/api-client.ts';
import { $isLoggedIn, $tokens, clearSession, signIn } from '../../src/lib/session.ts';
import { loginAddress, safeRedirect } from '../../src/lib/login-address.ts';

/**
 * A small HTTP server stands in for the gateway: /api/orders answers 403 unless the bearer token
 * is the fresh one, and /api/v1/Account/refreshtoken hands out that token (or refuses).
 */
let server: Server;
let baseURL: string;
let refreshCalls = 0;
let refreshWorks = true;
const seen: { path: string; authorization: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    seen.push({ path: req.url!, authorization: req.headers.authorization });
    res.setHeader('content-type', 'application/json');
    if (req.url === '/api/v1/Account/refreshtoken' && req.method === 'POST') {
      refreshCalls++;
      // Answer late, so concurrent failures pile up on the same refresh.
      setTimeout(() => {
        if (!refreshWorks) {
          res.statusCode = 401;
          res.end(JSON.stringify({ succeeded: false, message: 'Your session has ended.', errors: null, data: null }));
          return;
        }
        res.end(JSON.stringify({ succeeded: true, message: null, errors: null, data: { jwToken: 'fresh', refreshToken: '' } }));
      }, 50);
      return;
    }
    if (req.url?.startsWith('/api/orders')) {
      if (req.headers.authorization === 'Bearer fresh') {
        res.end(JSON.stringify({ succeeded: true, message: null, errors: null, data: ['order'] }));
      } else {
        res.statusCode = 403;
        res.end(JSON.stringify({ succeeded: false, message: 'Forbidden', errors: null, data: null }));
      }
      return;
    }
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const user = {
  id: 'u1',
  email: 'a@b.co',
  fullName: 'Ada',
  roles: ['owner'],
  businessUserType: 'buyer' as const,
  accountType: 'company' as const,
  onboarded: true,
};

beforeEach(() => {
  refreshCalls = 0;
  refreshWorks = true;
  seen.length = 0;
  signIn(user, 'stale');
});

describe('the API client', () => {
  it('on a 403 refreshes once and retries the request with the new token', async () => {
    const client = createApiClient({
      baseURL,
      navigate: () => {
        throw new Error('should not navigate');
      },
    });
    const body = await client<{ data: string[] }>('/orders');
    expect(body.data).toEqual(['order']);
    expect(refreshCalls).toBe(1);
    expect(seen.filter((s) => s.path === '/api/orders').map((s) => s.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
    expect($tokens.get()).toEqual({ jwToken: 'fresh' });
  });

  it('shares one refresh between three concurrent failures', async () => {
    const client = createApiClient({ baseURL, navigate: () => {} });
    const results = await Promise.all([client('/orders?a'), client('/orders?b'), client('/orders?c')]);
    expect(results).toHaveLength(3);
    expect(refreshCalls).toBe(1);
  });

  it('when the refresh fails, logs out and goes to the login page with both parameters', async () => {
    refreshWorks = false;
    const visited: string[] = [];
    const client = createApiClient({
      baseURL,
      navigate: (address) => visited.push(address),
      currentAddress: () => '/procurement/my-orders?status=open',
    });
    await expect(client('/orders')).rejects.toThrow();
    expect(refreshCalls).toBe(1);
    expect($isLoggedIn.get()).toBe(false);
    expect(visited).toEqual([
      `/auth/login?info=session_expired&redirected_from=${encodeURIComponent('/procurement/my-orders?status=open')}`,
    ]);
  });

  it('does not try to refresh for a visitor who is not signed in', async () => {
    clearSession();
    const client = createApiClient({ baseURL, navigate: () => {} });
    await expect(client('/orders')).rejects.toThrow();
    expect(refreshCalls).toBe(0);
  });
});

describe('login addresses', () => {
  it('builds the login address with its query parameters', () => {
    expect(loginAddress()).toBe('/auth/login');
    expect(loginAddress({ redirectedFrom: '/checkout' })).toBe('/auth/login?redirected_from=%2Fcheckout');
  });

  it('accepts redirected_from only as a path on this site', () => {
    expect(safeRedirect('/checkout?step=2')).toBe('/checkout?step=2');
    for (const bad of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '', null, '/auth/login']) {
      expect(safeRedirect(bad)).toBe('/overview');
    }
  });
});
