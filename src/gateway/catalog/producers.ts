/**
 * Producers added by sellers (POST /v1/producer/addproducer), so their products can name who made
 * them. A producer is a catalog entity: adding one bumps the catalog version (the site lists it).
 */
import { like, or, sql, eq } from 'drizzle-orm';
import type { Producer } from '../../contracts/companies.ts';
import { slugify } from '../../contracts/urls.ts';
import type { Db } from '../db/client.ts';
import { producers } from '../db/schema/catalog.ts';
import { HttpError } from '../platform/errors.ts';
import { bumpCatalogVersion, recordCompanyChange } from './catalog-version.ts';

export interface NewProducer {
  name: string;
  country: string;
  city: string;
  about: string;
  founded?: number | undefined;
}

/** The first of "basf", "basf-2", "basf-3"… that no producer uses yet. */
function freeSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export function createProducers(db: Db) {
  return {
    /** 409 when a producer of the same name exists, whatever its case or spacing. */
    async add(input: NewProducer): Promise<Producer> {
      const name = input.name.replace(/\s+/g, ' ');
      return db.transaction(async (handle) => {
        // Two sellers adding the same producer at once take turns, so the name check holds.
        await handle.execute(sql`select pg_advisory_xact_lock(hashtext('producers:add'))`);
        const [same] = await handle
          .select({ name: producers.name })
          .from(producers)
          .where(sql`lower(regexp_replace(${producers.name}, '\\s+', ' ', 'g')) = lower(${name})`);
        if (same)
          throw new HttpError(409, `The producer “${same.name}” is already listed; choose it instead of adding it again.`, {
            name: ['is already listed'],
          });
        const base = slugify(name) || 'producer';
        const taken = new Set(
          (
            await handle
              .select({ slug: producers.slug })
              .from(producers)
              .where(or(eq(producers.slug, base), like(producers.slug, `${base}-%`)))
          ).map((r) => r.slug),
        );
        const [row] = await handle
          .insert(producers)
          .values({
            slug: freeSlug(base, taken),
            name,
            country: input.country,
            city: input.city,
            about: input.about,
            founded: input.founded ?? null,
          })
          .returning();
        await bumpCatalogVersion(handle);
        await recordCompanyChange(handle, 'producer', row!.id);
        return { ...row!, productCount: 0 };
      });
    },
  };
}

export type Producers = ReturnType<typeof createProducers>;
