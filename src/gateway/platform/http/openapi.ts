/** OpenAPI built from the zod contracts, served at /api/docs (UI) and /api/docs/json. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Access } from './access.ts';
import { finishDocument } from './openapi-document.ts';

/** An operation's `security` from its access declaration: public ones need no token. */
function securityOf(access: Access | undefined): { bearerAuth: string[] }[] | undefined {
  if (!access) return undefined;
  return access === 'public' ? [] : [{ bearerAuth: [] }];
}

/** `siteUrl`: where the site's contact and terms pages are, for the document's `info`. */
export async function installOpenApi(app: FastifyInstance, siteUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Chemicals marketplace gateway',
        description:
          'Every answer is the envelope { succeeded, message, errors, data }; paged lists add pageNumber, pageSize, totalRecords, totalPages.',
        version: process.env.npm_package_version ?? '0.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The jwToken from /api/v1/Account/authenticate (15 minutes).',
          },
        },
      },
    },
    transform: (input) => {
      // The site's own routes (its pages and media, app.ts `extend`) are not part of the API.
      if (!input.url.startsWith('/api/')) return { schema: { hide: true }, url: input.url };
      const transformed = jsonSchemaTransform(input);
      const security = securityOf((input.route.config as { access?: Access } | undefined)?.access);
      return security ? { ...transformed, schema: { ...transformed.schema, security } } : transformed;
    },
    // Schemas registered with an id (z.globalRegistry) become components, then the error answers and names.
    transformObject: (input) => {
      // Built on the first request for the document, once every route (and its access) is known.
      const access = new Map(
        app.routeTable.map((route) => [`${route.method.toLowerCase()} ${route.url.replace(/:(\w+)/g, '{$1}')}`, route.access]),
      );
      return finishDocument(
        jsonSchemaTransformObject(input) as Record<string, unknown>,
        (method, path) => access.get(`${method} ${path}`),
        siteUrl,
      );
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
