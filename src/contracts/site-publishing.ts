/**
 * What the static site's publishing asks the gateway (docs/decisions/020-incremental-publishing.md):
 * what changed since the catalog version the site shows, the details of some products, and where
 * every address a product page ever had leads now. All public: it is what the pages show.
 */
import { z } from 'zod';
import { optional, wholeNumber } from './paging.ts';

/** At most this many ids in one `Ids` list (an address stays short). */
export const MAX_IDS = 200;

/** "1,2,3": a comma-separated list of at most MAX_IDS ids, each a whole number of at least 1. */
export const idList = z
  .string()
  .trim()
  .regex(new RegExp(`^[1-9]\\d{0,8}(,[1-9]\\d{0,8}){0,${MAX_IDS - 1}}$`), {
    error: `must be at most ${MAX_IDS} ids of at least 1, separated by commas`,
  })
  .transform((s) => [...new Set(s.split(',').map(Number))]);

export const catalogChangesQuery = z.object({
  SinceVersion: wholeNumber(0),
  /** More changed products than this: `tooMany`, and the caller rebuilds everything instead. */
  Limit: optional(wholeNumber(1, 10_000)).default(2000),
});

export const catalogChanges = z.object({
  /** The catalog version now: what changed up to it is listed. */
  version: z.number().int(),
  /** Products published, changed, withdrawn or deleted since the version asked for, in id order. */
  products: z.array(z.number().int()),
  /** Storefronts whose own page changed (branding). */
  suppliers: z.array(z.number().int()),
  /** Producers whose page changed (a new producer). */
  producers: z.array(z.number().int()),
  /**
   * More changed than `Limit`, or the version asked for is not one this catalog had (a database
   * seeded again): the lists are empty and everything should be read again.
   */
  tooMany: z.boolean(),
});
export type CatalogChanges = z.infer<typeof catalogChanges>;

export const productsByIdsQuery = z.object({ Ids: idList });

export const routeRulesQuery = z.object({
  AfterId: optional(wholeNumber(0)).default(0),
  Limit: optional(wholeNumber(1, 5000)).default(1000),
  /** Only these products, each with its rule even when it has nothing to redirect. */
  ProductIds: optional(idList),
});

const ref = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

export const routeRule = z.object({
  productId: z.number().int(),
  /** published: on sale; retired: withdrawn (archived or back to draft); removed: deleted. */
  status: z.enum(['published', 'retired', 'removed']),
  /**
   * Where the product's addresses lead: its page (published), its last page, which says it is no
   * longer sold (retired), or the page of its last market (removed).
   */
  path: z.string(),
  /** The other addresses it had while published: each answers 301 to `path`. */
  previous: z.array(z.string()),
  /** What the page of a withdrawn product shows; null otherwise. */
  retired: z
    .object({
      name: z.string(),
      grade: z.string(),
      casNumber: z.string().nullable(),
      market: ref,
      marketPath: z.array(ref),
      applications: z.array(ref),
    })
    .nullable(),
});
export type RouteRule = z.infer<typeof routeRule>;

export const routeRules = z.object({
  items: z.array(routeRule),
  /** Pass as AfterId for the next batch; null when this was the last. */
  nextAfterId: z.number().int().nullable(),
});
export type RouteRules = z.infer<typeof routeRules>;
