/**
 * Every route declares who may call it in `config.access`; a route that declares nothing is
 * refused at start-up, so no endpoint is public by accident (deny by default). A bearer access
 * token, when present and valid, sets `request.user`.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { verifyAccessToken, type AccessClaims } from '../auth/access-token.ts';
import { HttpError } from './http-error.ts';

/** `public`: anyone; `signed-in`: any valid access token. */
export type Access = 'public' | 'signed-in';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AccessClaims | null;
  }
}

export function installAccessControl(app: FastifyInstance, jwtSecret: Uint8Array): void {
  app.decorateRequest('user', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.url.startsWith('/api/docs')) return; // the OpenAPI pages are public by nature
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
    if (token) {
      const result = await verifyAccessToken(token, jwtSecret);
      if (result.ok) request.user = result.claims;
      else if (access && access !== 'public') {
        throw new HttpError(401, result.reason === 'expired' ? 'Your session has expired.' : 'Your session is not valid. Please sign in again.');
      }
    }
    if (access && access !== 'public' && !request.user) throw new HttpError(401, 'Sign in to continue.');
  });
}

/** The signed-in caller of a `signed-in` route. */
export function currentUser(request: { user: AccessClaims | null }): AccessClaims {
  if (!request.user) throw new HttpError(401, 'Sign in to continue.');
  return request.user;
}
