/** Spec §7 "producer": sellers add the producers their products name. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { producer } from '../../contracts/companies.ts';
import { envelope } from '../../contracts/envelope.ts';
import { addProducerBody } from '../../contracts/requests.ts';
import { ok } from '../platform/http/reply.ts';
import type { Services } from '../registry.ts';

export const producerRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.post(
    '/v1/producer/addproducer',
    {
      config: { access: { permission: 'sell' } },
      schema: {
        tags: ['Producers'],
        summary: 'Add a producer (409 when one of the same name, in any case, is listed)',
        body: addProducerBody,
        response: { 200: envelope(producer) },
      },
    },
    async (request) => ok(await services.producers.add(request.body), 'Producer added.'),
  );
};
