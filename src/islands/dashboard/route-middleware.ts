/**
 * Route middleware of the dashboard: named checks a route runs before it renders. A name that
 * does not exist is a programming error and stops with "Unknown route middleware" (spec §8).
 */
import type { LoggedUser } from '../../contracts/account.ts';

const MIDDLEWARE: Record<string, (user: LoggedUser | null) => boolean> = {
  auth: (user) => user !== null,
  company: (user) => user?.accountType === 'company',
  operator: (user) => user?.roles.includes('operator') === true,
};

export function runRouteMiddleware(names: string[], user: LoggedUser | null): boolean {
  for (const name of names) {
    const check = MIDDLEWARE[name];
    if (!check) throw new Error('Unknown route middleware');
    if (!check(user)) return false;
  }
  return true;
}
