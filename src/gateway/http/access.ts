/**
 * Every route declares who may call it in `config.access`; a route that declares nothing is
 * refused at start-up, so no endpoint is public by accident (deny by default). The catalog is
 * the only kind of route so far, and it is public.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';

export type Access = 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export function installAccessControl(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.url.startsWith('/api/docs')) return; // the OpenAPI pages are public by nature
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
  });
}
