/**
 * A company's settings and storefront branding. Branding shows on the supplier's public page, so a
 * change to it is a catalog change (the static site rebuilds from it).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CompanyProfile, CompanySettings, Customization } from '../../contracts/company.ts';
import type { Db } from '../db/client.ts';
import { companies } from '../db/schema/companies.ts';
import { files } from '../db/schema/platform.ts';
import { suppliers } from '../db/schema/catalog.ts';
import { fieldError, notFound } from '../platform/errors.ts';
import { fileUrlOf } from '../platform/files/file-url.ts';
import { bumpCatalogVersion, recordCompanyChange } from '../catalog/index.ts';

export function createCompanyService(db: Db) {
  return {
    async get(companyId: string): Promise<CompanyProfile> {
      const [row] = await db
        .select({ company: companies, supplierSlug: suppliers.slug })
        .from(companies)
        .leftJoin(suppliers, eq(suppliers.id, companies.supplierId))
        .where(eq(companies.id, companyId));
      if (!row) throw notFound('No such company.');
      const c = row.company;
      return {
        id: c.id,
        name: c.name,
        legalName: c.legalName,
        registrationNumber: c.registrationNumber,
        taxId: c.taxId,
        country: c.country,
        address: c.address,
        phone: c.phone,
        emergencyPhone: c.emergencyPhone,
        industry: c.industry,
        logoFileId: c.logoFileId,
        bannerFileId: c.bannerFileId,
        logoUrl: fileUrlOf(c.logoFileId),
        bannerUrl: fileUrlOf(c.bannerFileId),
        brandColor: c.brandColor,
        about: c.about,
        links: c.links,
        storefront: c.supplierId !== null && row.supplierSlug ? { supplierId: c.supplierId, slug: row.supplierSlug } : null,
      };
    },

    async updateSettings(companyId: string, settings: CompanySettings): Promise<void> {
      await db
        .update(companies)
        .set({ ...settings, updatedAt: sql`now()` })
        .where(eq(companies.id, companyId));
    },

    async updateCustomization(companyId: string, branding: Customization): Promise<void> {
      const ids = [branding.logoFileId, branding.bannerFileId].filter((id): id is string => Boolean(id));
      if (ids.length) {
        // Only photos uploaded for this company may brand it.
        const owned = await db
          .select({ id: files.id })
          .from(files)
          .where(and(inArray(files.id, ids), eq(files.companyId, companyId), eq(files.kind, 'photo')));
        const ownedIds = new Set(owned.map((f) => f.id));
        if (branding.logoFileId && !ownedIds.has(branding.logoFileId))
          throw fieldError('logoFileId', 'is not a photo uploaded by your company');
        if (branding.bannerFileId && !ownedIds.has(branding.bannerFileId))
          throw fieldError('bannerFileId', 'is not a photo uploaded by your company');
      }
      await db.transaction(async (tx) => {
        const [company] = await tx
          .update(companies)
          .set({
            logoFileId: branding.logoFileId ?? null,
            bannerFileId: branding.bannerFileId ?? null,
            brandColor: branding.brandColor ?? null,
            about: branding.about ?? null,
            links: branding.links,
            updatedAt: sql`now()`,
          })
          .where(eq(companies.id, companyId))
          .returning({ supplierId: companies.supplierId });
        if (company?.supplierId) {
          await bumpCatalogVersion(tx);
          await recordCompanyChange(tx, 'supplier', company.supplierId);
        }
      });
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
