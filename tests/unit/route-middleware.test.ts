import { describe, expect, it } from 'vitest';
import { runRouteMiddleware } from '../../src/islands/dashboard/route-middleware.ts';
import { matchRoute } from '../../src/islands/dashboard/routes.ts';

const user = {
  id: 'u',
  email: 'a@b.co',
  fullName: 'A B',
  roles: ['owner'],
  businessUserType: 'both' as const,
  accountType: 'company' as const,
  onboarded: true,
};

describe('dashboard routing', () => {
  it("stops on an unknown route middleware with the spec's message", () => {
    expect(() => runRouteMiddleware(['auth', 'no-such-guard'], user)).toThrow('Unknown route middleware');
  });

  it('lets a company through company middleware and stops a personal account', () => {
    expect(runRouteMiddleware(['auth', 'company'], user)).toBe(true);
    expect(runRouteMiddleware(['auth', 'company'], { ...user, accountType: 'personal' })).toBe(false);
    expect(runRouteMiddleware(['auth'], null)).toBe(false);
  });

  it('matches routes with parameters and nothing else', () => {
    expect(matchRoute('/financing/requests/working-capital')?.params).toEqual({ type: 'working-capital' });
    expect(matchRoute('/overview/')?.route.path).toBe('/overview');
    expect(matchRoute('/no/such/area')).toBeNull();
  });
});
