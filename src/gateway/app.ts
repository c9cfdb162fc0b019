/**
 * The gateway's app factory: tests call it in-process, the servers in scripts/ listen with it.
 * It owns no database: the caller opens one, passes it in, and closes it after `app.close()`.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from './db/client.ts';
import { installAccessControl } from './http/access.ts';
import { installCaseInsensitiveKeys } from './http/case-insensitive-keys.ts';
import { apiNotFound, installErrorHandlers } from './http/error-handler.ts';
import { installOpenApi } from './http/openapi.ts';
import { marketplaceRoutes } from './routes/marketplace.ts';
import { supplierCatalogRoutes } from './routes/supplier-catalog.ts';
import { technologiesRoutes } from './routes/technologies.ts';
import { createServices } from './services/registry.ts';

export interface AppOptions {
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** Registers more routes (the site's static files) after the API. */
  extend?: (app: FastifyInstance) => Promise<void>;
}

/** Keeps secrets out of the logs, whatever the level. */
export const logRedactions = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

export async function buildApp({ db, logger = false, extend }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && typeof logger === 'object' ? { redact: logRedactions, ...logger } : logger,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    forceCloseConnections: 'idle',
    // One line per request at debug level instead of two at info (see the onResponse hook).
    disableRequestLogging: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Responses are typed by the contracts at compile time; validating every answer again at run
  // time would cost the hot paths for no gain, so the schemas serve the OpenAPI document only.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  installErrorHandlers(app);
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  });
  installCaseInsensitiveKeys(app);
  installAccessControl(app);
  await installOpenApi(app);

  const services = createServices(db);
  await app.register(async (api) => {
    await api.register(marketplaceRoutes, { services });
    await api.register(technologiesRoutes, { services });
    await api.register(supplierCatalogRoutes, { services });
    api.setNotFoundHandler((request, reply) => reply.status(404).send(apiNotFound(request.method, request.url)));
  }, { prefix: '/api' });

  if (extend) await extend(app);
  else app.setNotFoundHandler((request, reply) => reply.status(404).send(apiNotFound(request.method, request.url)));
  return app;
}
