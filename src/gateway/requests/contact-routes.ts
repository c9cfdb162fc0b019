/** Spec §7 "contact": a message to the marketplace's operator. */
import { z } from 'zod';
import { envelope } from '../../contracts/envelope.ts';
import { contactBody } from '../../contracts/settings.ts';
import { ok } from '../platform/http/reply.ts';
import type { Routes } from '../platform/http/module.ts';
import type { Contact } from './contact.ts';

export const contactRoutes: Routes<{ contact: Contact }> = async (app, { services }) => {
  app.post(
    '/v1/contact/send',
    {
      config: { access: 'public' },
      schema: { tags: ['Contact'], summary: 'Send a message to the operator', body: contactBody, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await services.contact.send(request.body, request.ip);
      return ok(null, 'Thank you. Your message is on its way; we answer within two working days.');
    },
  );
};
