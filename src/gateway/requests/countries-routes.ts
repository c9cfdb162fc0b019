/** Spec §7 "countries": the list forms offer. */
import { z } from 'zod';
import { envelope } from '../../contracts/envelope.ts';
import { country } from '../../contracts/settings.ts';
import { ok } from '../platform/http/reply.ts';
import { COUNTRIES } from './contact.ts';
import type { Routes } from '../platform/http/module.ts';

export const countriesRoutes: Routes<unknown> = async (app) => {
  app.get(
    '/v1/countries/get-all',
    {
      config: { access: 'public' },
      schema: { tags: ['Countries'], summary: 'Countries by name, with ISO codes', response: { 200: envelope(z.array(country)) } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return ok(COUNTRIES);
    },
  );
};
