/**
 * Every route declares who may call it in `config.access`; a route that declares nothing is
 * refused at start-up, so no endpoint is public by accident (deny by default). A bearer access
 * token, when present and valid, sets `request.user`; routes that need a permission also get
 * `request.member`, the caller's current role read from the database (a role changed a minute ago
 * counts now, not when the token expires).
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { keyIdOf, verifyAccessToken, type AccessClaims } from '../auth/access-token.ts';
import { can, type Permission } from '../auth/permissions.ts';
import { HttpError } from '../errors.ts';
import type { Member } from '../auth/members.ts';

/**
 * `public`: anyone; `signed-in`: any valid access token; `{ permission }`: a company role (or a
 * personal account) that has it; `operator`: a platform operator, whatever their company role.
 */
export type Access = 'public' | 'signed-in' | 'operator' | { permission: Permission };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AccessClaims | null;
    member: Member | null;
  }
  interface FastifyInstance {
    /** Every API route with who may call it, for the authorization test and the docs. */
    routeTable: { method: string; url: string; access: Access }[];
  }
}

export function installAccessControl(
  app: FastifyInstance,
  jwtSecret: Uint8Array,
  loadMember: (userId: string) => Promise<Member | null>,
): void {
  app.decorateRequest('user', null);
  app.decorateRequest('member', null);
  const routeTable: FastifyInstance['routeTable'] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.url.startsWith('/api/docs')) return; // the OpenAPI pages are public by nature
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: route.url, access });
  });
  /** When a token signed with another key was last reported (once a minute at most). */
  let otherKeyWarnedAt = 0;
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
    if (token) {
      const result = await verifyAccessToken(token, jwtSecret);
      if (result.ok) request.user = result.claims;
      else if (result.reason === 'other-key' && Date.now() - otherKeyWarnedAt > 60_000) {
        otherKeyWarnedAt = Date.now();
        request.log.warn(
          { keyId: keyIdOf(jwtSecret) },
          'an access token signed with another key arrived: every gateway on one database needs the same JWT_SECRET (or the key changed in the last 15 minutes)',
        );
      }
      if (!result.ok && access && access !== 'public') {
        throw new HttpError(
          401,
          result.reason === 'expired' ? 'Your session has expired.' : 'Your session is not valid. Please sign in again.',
        );
      }
    }
    if (!access || access === 'public') return;
    if (!request.user) throw new HttpError(401, 'Sign in to continue.');
    if (access === 'signed-in') return;
    request.member = await loadMember(request.user.userId);
    if (!request.member) throw new HttpError(401, 'Your session has ended. Please sign in again.');
    if (access === 'operator') {
      if (!request.member.operator) throw new HttpError(403, 'Only the platform’s operators can do this.');
      return;
    }
    if (!can(request.member.role, access.permission))
      throw new HttpError(403, 'Your role does not allow this. Ask an owner or administrator of your company.');
  });
}

/** The signed-in caller of a `signed-in` route. */
export function currentUser(request: { user: AccessClaims | null }): AccessClaims {
  if (!request.user) throw new HttpError(401, 'Sign in to continue.');
  return request.user;
}

/** The caller of a permission route, with the company they act for. */
export function currentMember(request: { member: Member | null }): Member {
  if (!request.member) throw new HttpError(401, 'Sign in to continue.');
  return request.member;
}

/** The caller's company, for routes that only make sense inside one. */
export function currentCompanyId(request: { member: Member | null }): string {
  const member = currentMember(request);
  if (!member.companyId) throw new HttpError(403, 'This needs a company account.');
  return member.companyId;
}
