/** Placeholder: routes of this family are being written. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../services/registry.ts';

export const notificationsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async () => {};
