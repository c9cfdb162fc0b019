/** Saved searches of the signed-in person: each person sees and changes only their own. */
import { z } from 'zod';
import { envelope } from '../../contracts/envelope.ts';
import { createSavedSearchBody, renameSavedSearchBody, savedSearch, savedSearchIdParams } from '../../contracts/saved-searches.ts';
import { currentUser } from '../platform/http/access.ts';
import { ok } from '../platform/http/reply.ts';
import type { Routes } from '../platform/http/module.ts';
import type { SavedSearches } from './saved-searches.ts';

export const savedSearchesRoutes: Routes<{ savedSearches: SavedSearches }> = async (app, { services }) => {
  const tags = ['Saved searches'];
  const config = { access: 'signed-in' as const };

  app.get(
    '/v1/savedsearches/get-all',
    {
      config,
      schema: { tags, summary: 'Your saved searches, newest first', response: { 200: envelope(z.array(savedSearch)) } },
    },
    async (request) => ok(await services.savedSearches.list(currentUser(request).userId)),
  );

  app.post(
    '/v1/savedsearches/create',
    {
      config,
      schema: {
        tags,
        summary:
          "Save a search: a name and the search page's query string (q, market, application, producer, supplier, country, grade, form, min, max, sort)",
        body: createSavedSearchBody,
        response: { 200: envelope(savedSearch) },
      },
    },
    async (request) => ok(await services.savedSearches.create(currentUser(request).userId, request.body), 'Search saved.'),
  );

  app.post(
    '/v1/savedsearches/rename/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Rename one of your saved searches',
        params: savedSearchIdParams,
        body: renameSavedSearchBody,
        response: { 200: envelope(savedSearch) },
      },
    },
    async (request) =>
      ok(await services.savedSearches.rename(currentUser(request).userId, request.params.id, request.body.name), 'Saved search renamed.'),
  );

  app.delete(
    '/v1/savedsearches/delete/:id',
    {
      config,
      schema: { tags, summary: 'Delete one of your saved searches', params: savedSearchIdParams, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await services.savedSearches.remove(currentUser(request).userId, request.params.id);
      return ok(null, 'Saved search deleted.');
    },
  );
};
