/** Producers (who make a chemical) and suppliers (seller companies with a storefront). */
import { z } from 'zod';
import { optional, pagingQuery, wholeNumber } from './paging.ts';
import { twoLetterCountry } from './text-fields.ts';

/** A producer in a list of them: enough for a link and a line about it. */
export const producerSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  city: z.string(),
  logoUrl: z.string().nullable(),
});
export type ProducerSummary = z.infer<typeof producerSummary>;

export const producer = producerSummary.extend({
  about: z.string(),
  founded: z.number().int().nullable(),
  featured: z.boolean(),
  productCount: z.number().int(),
});
export type Producer = z.infer<typeof producer>;

export const supplierSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  city: z.string(),
  logoUrl: z.string().nullable(),
  verified: z.boolean(),
});
export type SupplierSummary = z.infer<typeof supplierSummary>;

export const supplier = supplierSummary.extend({
  about: z.string(),
  founded: z.number().int().nullable(),
  productCount: z.number().int(),
  /** The seller company's own branding (company customization), when it set any. */
  branding: z
    .object({
      logoUrl: z.string().nullable(),
      bannerUrl: z.string().nullable(),
      brandColor: z.string().nullable(),
      about: z.string().nullable(),
      links: z.array(z.object({ label: z.string(), url: z.string() })),
    })
    .nullable(),
  /** Markets the supplier sells into, by number of products. */
  markets: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string(), productCount: z.number().int() })),
});
export type Supplier = z.infer<typeof supplier>;

export const searchQuery = pagingQuery.extend({ Search: optional(z.string().trim().max(200)) });

export const suppliersQuery = searchQuery.extend({
  Country: optional(twoLetterCountry),
});

/** A supplier by its id (spec §7) or by the slug of its storefront address. */
export const supplierDetailsQuery = z
  .object({
    supplierId: optional(wholeNumber(1)),
    slug: optional(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9-]{1,80}$/, { error: 'must be a storefront slug such as lagos-chemicals' }),
    ),
  })
  .refine((q) => q.supplierId !== undefined || q.slug !== undefined, { error: 'is required (or slug)', path: ['supplierId'] });
