/**
 * A seller's own products: one product in any status, and the changes the product form makes. A
 * company sells through its storefront (seller-storefront.ts), opened with its first product; the
 * list and counts are in seller-product-list.ts, packages in seller-product-packages.ts, documents
 * in seller-product-documents.ts. Another seller's product answers "not found". Every change the
 * public catalog shows bumps the catalog version in its transaction, so the site rebuilds and the
 * gateway's caches renew.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { fileIdOf } from '../platform/files/file-url.ts';
import {
  STATUS_MOVES,
  type AddProduct,
  type DeleteOutcome,
  type SellerProduct,
  type UpdateProduct,
  type updateAdditionalInfoBody,
} from '../../contracts/seller-products.ts';
import { slugify } from '../../contracts/urls.ts';
import type { Db } from '../db/client.ts';
import { packages, producers, productDocuments, products, type ProductStatus } from '../db/schema/catalog.ts';
import { files } from '../db/schema/platform.ts';
import { FieldProblems, HttpError } from '../platform/errors.ts';
import type { TreeService } from './catalog-tree.ts';
import { bumpCatalogVersion } from './catalog-version.ts';
import { loadProductDetails } from './product-details.ts';
import { packagesInUse, productInUse } from './product-usage.ts';
import { type Documents, documentFiles, replaceDocuments } from './seller-product-documents.ts';
import { createSellerProductList } from './seller-product-list.ts';
import { setApplications, syncPackages } from './seller-product-packages.ts';
import { ensureStorefront, notInStorefront, requireStorefront } from './seller-storefront.ts';
import { isClassifiedDangerous, productWarnings, readTransport, saveTransport, type TransportChanges } from '../dangerous-goods/index.ts';

type Status = ProductStatus;
type AdditionalInfo = z.output<typeof updateAdditionalInfoBody>;

/** "Titanium dioxide" + "Rutile" → "titanium-dioxide-rutile", never empty. */
const productSlug = (name: string, grade: string) => slugify(`${name} ${grade}`) || 'product';
/** Tags as the marketplace matches them: lower-case slugs, each once. */
const normalizeTags = (tags: string[]) => [...new Set(tags.map(slugify).filter(Boolean))];
const unique = <T>(items: T[]) => [...new Set(items)];

/** What the public catalog shows changes when the product is published before or after. */
const showsInCatalog = (before: Status, after: Status) => before === 'published' || after === 'published';

/**
 * A product classified as dangerous for transport is sold only with its safety data sheet: checked
 * whenever a change leaves such a product published (publishing, classifying, removing the sheet).
 */
async function requireSafetyDataSheet(tx: Db, productId: number, field: string): Promise<void> {
  if (!(await isClassifiedDangerous(tx, productId))) return;
  const sheets = await tx.$count(productDocuments, and(eq(productDocuments.productId, productId), eq(productDocuments.kind, 'SDS')));
  if (sheets > 0) return;
  const problems = new FieldProblems();
  problems.add(
    field,
    'a product classified as dangerous for transport is published only with its safety data sheet (SDS): add it to the documents (update-productdocuments) first',
  );
  problems.throwIfAny();
}

/** The transport changes a product body asks for, packages matched to their ids after the package list is written. */
function transportChanges(body: Partial<AddProduct>, packageIds: number[] | null, recheck: boolean): TransportChanges {
  return {
    product: body.transport,
    packages: packageIds ? (body.packages ?? []).map((p, index) => ({ packageId: packageIds[index]!, index, transport: p.transport })) : [],
    recheck,
  };
}

export function createSellerProducts(
  db: Db,
  trees: { markets: TreeService; applications: TreeService },
  clock: () => Date = () => new Date(),
) {
  /** Checks what a product body points at: market, applications, producer, picture. */
  async function checkReferences(companyId: string, body: Partial<AddProduct>, currentImage: string | null): Promise<void> {
    const problems = new FieldProblems();
    if (body.marketId !== undefined && !(await trees.markets.tree()).byId.has(body.marketId)) {
      problems.add('marketId', 'is not a market of the catalog');
    }
    if (body.applicationIds?.length) {
      const tree = await trees.applications.tree();
      body.applicationIds.forEach((id, i) => {
        if (!tree.byId.has(id)) problems.add(`applicationIds.${i}`, 'is not an application of the catalog');
      });
    }
    if (body.producerId !== undefined && body.producerId !== null) {
      const [row] = await db.select({ id: producers.id }).from(producers).where(eq(producers.id, body.producerId));
      if (!row) problems.add('producerId', 'is not a producer of the catalog');
    }
    if (body.imageUrl !== undefined && body.imageUrl !== null && body.imageUrl !== currentImage) {
      const id = fileIdOf(body.imageUrl);
      const [photo] = id
        ? await db
            .select({ id: files.id })
            .from(files)
            .where(and(eq(files.id, id), eq(files.companyId, companyId), eq(files.kind, 'photo')))
        : [];
      if (!photo) problems.add('imageUrl', 'must be a photo uploaded by your company (/api/v1/fileupload/photo)');
    }
    problems.throwIfAny();
  }

  /** Locks the product row for the rest of the transaction; another storefront's product is missing. */
  async function lockProduct(tx: Db, supplierId: number, id: number) {
    const [row] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, id), eq(products.supplierId, supplierId)))
      .for('update');
    if (!row) throw notInStorefront(id);
    return row;
  }

  /** One product of the storefront, in any status, with what the form needs. */
  async function detail(supplierId: number, id: number): Promise<SellerProduct> {
    const [product] = await loadProductDetails(db, trees.markets, and(eq(products.id, id), eq(products.supplierId, supplierId)), 1);
    if (!product) throw notInStorefront(id);
    const { packages: pkgs, documents: docs, updatedAt, ...rest } = product;
    const [[times], inUse, usedPackages, transport] = await Promise.all([
      db.select({ createdAt: products.createdAt }).from(products).where(eq(products.id, id)),
      productInUse(db, id),
      packagesInUse(
        db,
        pkgs.map((p) => p.id),
      ),
      readTransport(db, [id]).then((all) => all.get(id)!),
    ]);
    const sheets = docs.filter((d) => d.kind === 'SDS').map((d) => new Date(d.issuedAt));
    const warnings = productWarnings(
      {
        dangerous: transport.product?.dangerous ?? null,
        packageDangerous: [...transport.packages.values()].some((t) => t.dangerous),
        latestSds: sheets.length ? new Date(Math.max(...sheets.map(Number))) : null,
        casNumber: rest.casNumber,
        physicalForm: rest.physicalForm,
      },
      clock(),
    );
    return {
      ...rest,
      transport: transport.product,
      warnings,
      packages: pkgs.map((pkg) => ({ ...pkg, removable: !usedPackages.has(pkg.id), transport: transport.packages.get(pkg.id) ?? null })),
      documents: docs.map(({ issuedAt, ...doc }) => ({ ...doc, fileId: fileIdOf(doc.fileUrl), issuedAt })),
      createdAt: times!.createdAt.toISOString(),
      updatedAt,
      hasOrders: inUse.orders,
      deletable: !inUse.orders && !inUse.requests,
    };
  }

  /** Runs a change of one product in a transaction and answers with the product as it is after. */
  async function change(
    companyId: string,
    id: number,
    run: (tx: Db, row: typeof products.$inferSelect, supplierId: number) => Promise<Status>,
  ): Promise<SellerProduct> {
    const supplierId = await requireStorefront(db, companyId, id);
    await db.transaction(async (tx) => {
      const row = await lockProduct(tx, supplierId, id);
      const after = await run(tx, row, supplierId);
      if (showsInCatalog(row.status, after)) await bumpCatalogVersion(tx);
    });
    return detail(supplierId, id);
  }

  return {
    ...createSellerProductList(db, trees, clock),

    async get(companyId: string, id: number): Promise<SellerProduct> {
      return detail(await requireStorefront(db, companyId, id), id);
    },

    /** POST add-product: a new draft; the company's first product opens its storefront. */
    async add(companyId: string, body: AddProduct): Promise<SellerProduct> {
      await checkReferences(companyId, body, null);
      const { supplierId, id } = await db.transaction(async (tx) => {
        const { supplierId: sid, created } = await ensureStorefront(tx, companyId);
        const synonyms = unique(body.synonyms ?? []);
        const [row] = await tx
          .insert(products)
          .values({
            slug: productSlug(body.name, body.grade),
            name: body.name,
            casNumber: body.casNumber ?? null,
            formula: body.formula ?? null,
            synonyms,
            synonymsText: synonyms.join('; '),
            grade: body.grade,
            purity: body.purity ?? null,
            physicalForm: body.physicalForm,
            description: body.description ?? '',
            marketId: body.marketId,
            producerId: body.producerId ?? null,
            supplierId: sid,
            tags: normalizeTags(body.tags ?? []),
            status: 'draft',
            moq: body.moq ?? 1,
            moqUnit: body.moqUnit ?? 'kg',
            leadTimeDays: body.leadTimeDays ?? 7,
            originCountry: body.originCountry ?? null,
            vatTreatment: body.vatTreatment ?? 'standard',
            incoterms: unique(body.incoterms ?? []),
            imageUrl: body.imageUrl ?? null,
          })
          .returning({ id: products.id });
        const productId = row!.id;
        const synced = await syncPackages(tx, productId, body.packages ?? []);
        if (synced.priceFromMinor !== null)
          await tx.update(products).set({ priceFromMinor: synced.priceFromMinor }).where(eq(products.id, productId));
        await setApplications(tx, productId, body.applicationIds ?? []);
        await saveTransport(
          tx,
          productId,
          { casNumber: body.casNumber ?? null, physicalForm: body.physicalForm },
          transportChanges(body, synced.ids, false),
          new FieldProblems(),
        );
        // A new storefront is listed on the site (suppliers' pages) even before it publishes.
        if (created) await bumpCatalogVersion(tx);
        return { supplierId: sid, id: productId };
      });
      return detail(supplierId, id);
    },

    /** POST update-product: the fields sent, the package list when sent, and a status change. */
    async update(companyId: string, body: UpdateProduct): Promise<{ product: SellerProduct; message: string }> {
      const supplierId = await requireStorefront(db, companyId, body.id);
      const [current] = await db
        .select({ imageUrl: products.imageUrl })
        .from(products)
        .where(and(eq(products.id, body.id), eq(products.supplierId, supplierId)));
      if (!current) throw notInStorefront(body.id);
      await checkReferences(companyId, body, current.imageUrl);
      let message = 'Product saved.';
      const product = await change(companyId, body.id, async (tx, row) => {
        const target = body.status ?? row.status;
        if (target !== row.status && !STATUS_MOVES[row.status].includes(target)) {
          throw new HttpError(
            409,
            row.status === 'archived'
              ? 'An archived product goes back to drafts first: restore it, check it, then publish it.'
              : `A ${row.status} product cannot become ${target}.`,
          );
        }
        const name = body.name ?? row.name;
        const grade = body.grade ?? row.grade;
        const synonyms = body.synonyms ? unique(body.synonyms) : undefined;
        const set: Partial<typeof products.$inferInsert> = {
          slug: productSlug(name, grade),
          name,
          grade,
          ...(body.casNumber !== undefined && { casNumber: body.casNumber }),
          ...(body.formula !== undefined && { formula: body.formula }),
          ...(synonyms && { synonyms, synonymsText: synonyms.join('; ') }),
          ...(body.purity !== undefined && { purity: body.purity }),
          ...(body.physicalForm !== undefined && { physicalForm: body.physicalForm }),
          ...(body.description !== undefined && { description: body.description }),
          ...(body.marketId !== undefined && { marketId: body.marketId }),
          ...(body.producerId !== undefined && { producerId: body.producerId }),
          ...(body.tags !== undefined && { tags: normalizeTags(body.tags) }),
          ...(body.moq !== undefined && { moq: body.moq }),
          ...(body.moqUnit !== undefined && { moqUnit: body.moqUnit }),
          ...(body.leadTimeDays !== undefined && { leadTimeDays: body.leadTimeDays }),
          ...(body.originCountry !== undefined && { originCountry: body.originCountry }),
          ...(body.vatTreatment !== undefined && { vatTreatment: body.vatTreatment }),
          ...(body.incoterms !== undefined && { incoterms: unique(body.incoterms) }),
          ...(body.imageUrl !== undefined && { imageUrl: body.imageUrl }),
          status: target,
          updatedAt: sql`now()` as unknown as Date,
        };
        const synced = body.packages ? await syncPackages(tx, row.id, body.packages) : null;
        if (synced) set.priceFromMinor = synced.priceFromMinor;
        if (body.applicationIds) await setApplications(tx, row.id, body.applicationIds);
        const substance = {
          casNumber: body.casNumber !== undefined ? body.casNumber : row.casNumber,
          physicalForm: body.physicalForm ?? row.physicalForm,
        };
        const recheck = substance.casNumber !== row.casNumber || substance.physicalForm !== row.physicalForm;
        await saveTransport(tx, row.id, substance, transportChanges(body, synced?.ids ?? null, recheck), new FieldProblems());
        if (target === 'published') {
          const count = await tx.$count(packages, eq(packages.productId, row.id));
          if (count === 0) throw new HttpError(409, 'Add at least one package with a price before you publish the product.');
          await requireSafetyDataSheet(tx, row.id, target !== row.status ? 'status' : 'transport');
        }
        await tx.update(products).set(set).where(eq(products.id, row.id));
        if (target !== row.status) {
          message = {
            published: 'Product published. Its page appears on the site after the next rebuild, usually within a minute or two.',
            draft:
              row.status === 'archived'
                ? 'Product restored to drafts.'
                : 'Product moved back to drafts: it no longer shows in the catalog.',
            archived: 'Product archived: it no longer shows in the catalog.',
          }[target];
        }
        return target;
      });
      return { product, message };
    },

    /** POST update-properties: the specification table, replaced whole. */
    async updateProperties(companyId: string, id: number, properties: Record<string, string>): Promise<SellerProduct> {
      return change(companyId, id, async (tx, row) => {
        await tx
          .update(products)
          .set({ properties, updatedAt: sql`now()` as unknown as Date })
          .where(eq(products.id, row.id));
        return row.status;
      });
    },

    /** POST update-productdocuments: TDS, SDS and CoA sheets, replaced whole; PDFs the company uploaded. */
    async updateDocuments(companyId: string, id: number, documents: Documents): Promise<SellerProduct> {
      const resolved = await documentFiles(db, companyId, documents, clock());
      return change(companyId, id, async (tx, row) => {
        await replaceDocuments(tx, row.id, documents, resolved);
        if (row.status === 'published') await requireSafetyDataSheet(tx, row.id, 'documents');
        await tx
          .update(products)
          .set({ updatedAt: sql`now()` as unknown as Date })
          .where(eq(products.id, row.id));
        return row.status;
      });
    },

    /** POST update-additionalinfo: storage, shelf life and the like, and the GHS hazard data (the UN number is the transport classification's). */
    async updateAdditionalInfo(companyId: string, body: AdditionalInfo): Promise<SellerProduct> {
      return change(companyId, body.id, async (tx, row) => {
        await tx
          .update(products)
          .set({
            additionalInfo: body.additionalInfo,
            ghsPictograms: body.ghsPictograms,
            signalWord: body.signalWord,
            hStatements: body.hStatements,
            pStatements: body.pStatements,
            updatedAt: sql`now()` as unknown as Date,
          })
          .where(eq(products.id, row.id));
        return row.status;
      });
    },

    /**
     * POST deleteproduct/{id}: gone for good, unless orders or buyers' requests point at it; then it
     * is archived, so those keep their product and it leaves the catalog all the same.
     */
    async remove(companyId: string, id: number): Promise<{ outcome: DeleteOutcome; message: string }> {
      const supplierId = await requireStorefront(db, companyId, id);
      return db.transaction(async (tx) => {
        const row = await lockProduct(tx, supplierId, id);
        const inUse = await productInUse(tx, id);
        // The version is bumped after the change, so it stamps the archived or removed row.
        const published = row.status === 'published';
        if (inUse.orders || inUse.requests) {
          await tx.update(products).set({ status: 'archived', updatedAt: sql`now()` }).where(eq(products.id, id));
          if (published) await bumpCatalogVersion(tx);
          const why = inUse.orders ? 'has been ordered' : "has buyers' requests (quotes, samples or documents)";
          return {
            outcome: { id, outcome: 'archived' },
            message: `“${row.name}” ${why}, so it was archived instead of deleted: it no longer shows in the catalog, and past records keep it.`,
          };
        }
        await tx.delete(products).where(eq(products.id, id));
        if (published) await bumpCatalogVersion(tx);
        return { outcome: { id, outcome: 'deleted' }, message: `“${row.name}” deleted.` };
      });
    },
  };
}

export type SellerProducts = ReturnType<typeof createSellerProducts>;
