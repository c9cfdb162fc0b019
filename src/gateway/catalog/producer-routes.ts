/** Spec §7 "producer": sellers add the producers their products name. */
import { producer } from '../../contracts/companies.ts';
import { envelope } from '../../contracts/envelope.ts';
import { addProducerBody } from '../../contracts/requests.ts';
import { ok } from '../platform/http/reply.ts';
import type { Routes } from '../platform/http/module.ts';
import type { Producers } from './producers.ts';

export const producerRoutes: Routes<{ producers: Producers }> = async (app, { services }) => {
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
