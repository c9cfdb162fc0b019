/** OpenAPI built from the zod contracts, served at /api/docs (UI) and /api/docs/json. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Chemicals marketplace gateway',
        description: 'Every answer is the envelope { succeeded, message, errors, data }; paged lists add pageNumber, pageSize, totalRecords, totalPages.',
        version: process.env.npm_package_version ?? '0.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
