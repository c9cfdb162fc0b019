/**
 * A seller's own products: the storefront's list and counts, one product in any status, and the
 * changes the product form makes. A company sells through its storefront (companies.supplier_id);
 * a company without one gets a storefront with its first product. Another seller's product answers
 * "not found". Every change the public catalog shows bumps the catalog version in its transaction,
 * so the site rebuilds and the gateway's caches renew.
 */
import { and, asc, desc, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { fileUrl, isFileId } from '../../contracts/files.ts';
import { pageOffset, type Page } from '../../contracts/paging.ts';
import {
  STATUS_MOVES,
  type AddProduct,
  type DeleteOutcome,
  type PackageInput,
  type ProductCounts,
  type SellerProduct,
  type SellerProductRow,
  type UpdateProduct,
  type updateAdditionalInfoBody,
  type updateDocumentsBody,
} from '../../contracts/seller-products.ts';
import { slugify } from '../../contracts/urls.ts';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { containsPattern } from '../db/escape-like.ts';
import { companies } from '../db/schema/companies.ts';
import { files } from '../db/schema/platform.ts';
import { documentRequests, quotes, sampleRequests } from '../db/schema/requests.ts';
import { orderLines } from '../db/schema/commerce.ts';
import {
  markets,
  packages,
  producers,
  productApplications,
  productDocuments,
  products,
  suppliers,
  type ProductStatus,
} from '../db/schema/catalog.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import { bumpCatalogVersion } from './catalog-version.ts';
import type { TreeService } from './catalog-tree.ts';
import { supplierOfCompany } from '../platform/parties/parties.ts';
import { loadProductDetails } from './product-details.ts';
import { summaryColumns, toSummary } from './product-rows.ts';
import { rowsOf } from '../db/rows.ts';

type Status = ProductStatus;
type AdditionalInfo = z.output<typeof updateAdditionalInfoBody>;
type Documents = z.output<typeof updateDocumentsBody>['documents'];

const missing = (id: number) => notFound(`No product with id ${id} in your storefront.`);

/** 400 with several fields' messages at once, as validation errors have. */
function fieldErrors(errors: Record<string, string[]>): HttpError {
  const summary = Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join('; ')}`)
    .join(', ');
  return new HttpError(400, `Invalid request. ${summary}`, errors);
}

class Problems {
  readonly errors: Record<string, string[]> = {};
  add(field: string, message: string) {
    (this.errors[field] ??= []).push(message);
  }
  throwIfAny() {
    if (Object.keys(this.errors).length) throw fieldErrors(this.errors);
  }
}

const FILE_URL = /^\/api\/v1\/files\/([0-9a-f-]{36})$/i;
const fileIdOf = (url: string | null) => (url ? (FILE_URL.exec(url)?.[1]?.toLowerCase() ?? null) : null);

/** "Titanium dioxide" + "Rutile" → "titanium-dioxide-rutile", never empty. */
const productSlug = (name: string, grade: string) => slugify(`${name} ${grade}`) || 'product';
/** Tags as the marketplace matches them: lower-case slugs, each once. */
const normalizeTags = (tags: string[]) => [...new Set(tags.map(slugify).filter(Boolean))];
const unique = <T>(items: T[]) => [...new Set(items)];

/** What the public catalog shows changes when the product is published before or after. */
const showsInCatalog = (before: Status, after: Status) => before === 'published' || after === 'published';

export function createSellerProducts(db: Db, trees: { markets: TreeService; applications: TreeService }) {
  /** The caller's storefront, or null when the company sells through none yet. */
  const storefront = (companyId: string) => supplierOfCompany(db, companyId);

  async function requireStorefront(companyId: string, productId: number): Promise<number> {
    const supplierId = await storefront(companyId);
    if (supplierId === null) throw missing(productId);
    return supplierId;
  }

  /** Checks what a product body points at: market, applications, producer, picture. */
  async function checkReferences(companyId: string, body: Partial<AddProduct>, currentImage: string | null): Promise<void> {
    const problems = new Problems();
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
    if (!row) throw missing(id);
    return row;
  }

  /** Packages that orders or quotes point at: they stay, so those records keep their meaning. */
  async function packagesInUse(tx: Db, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await tx.execute<{ package_id: number }>(sql`
      select package_id from ${orderLines} where package_id in ${ids}
      union select package_id from ${quotes} where package_id in ${ids}`);
    return new Set(rowsOf<{ package_id: number }>(rows).map((r) => Number(r.package_id)));
  }

  /** Orders and buyers' requests keep a product: it can be archived, not deleted. */
  async function productInUse(tx: Db, id: number): Promise<{ orders: boolean; requests: boolean }> {
    const rows = rowsOf<{ orders: boolean; requests: boolean }>(
      await tx.execute(sql`select
      exists (select 1 from ${orderLines} where product_id = ${id}) as orders,
      (exists (select 1 from ${quotes} where product_id = ${id})
        or exists (select 1 from ${sampleRequests} where product_id = ${id})
        or exists (select 1 from ${documentRequests} where product_id = ${id})) as requests`),
    );
    return { orders: Boolean(rows[0]?.orders), requests: Boolean(rows[0]?.requests) };
  }

  /** Makes the product's packages the given list: kept ids are updated, others added or removed. */
  async function syncPackages(tx: Db, productId: number, wanted: PackageInput[]): Promise<number | null> {
    const existing = await tx.select({ id: packages.id, label: packages.label }).from(packages).where(eq(packages.productId, productId));
    const existingIds = new Set(existing.map((p) => p.id));
    const problems = new Problems();
    wanted.forEach((p, i) => {
      if (p.id !== undefined && !existingIds.has(p.id)) problems.add(`packages.${i}.id`, 'is not a package of this product');
    });
    problems.throwIfAny();

    const keep = new Set(wanted.map((p) => p.id).filter((id): id is number => id !== undefined));
    const dropped = existing.filter((p) => !keep.has(p.id));
    const inUse = await packagesInUse(
      tx,
      dropped.map((p) => p.id),
    );
    const blocked = dropped.filter((p) => inUse.has(p.id));
    if (blocked.length) {
      const names = blocked.map((p) => `“${p.label}”`).join(', ');
      throw new HttpError(
        409,
        `${names} ${blocked.length === 1 ? 'has' : 'have'} been ordered or quoted, so ${blocked.length === 1 ? 'it stays' : 'they stay'} on the product. To stop selling ${blocked.length === 1 ? 'it' : 'them'}, set the stock to 0.`,
      );
    }
    if (dropped.length)
      await tx.delete(packages).where(
        inArray(
          packages.id,
          dropped.map((p) => p.id),
        ),
      );
    for (const [position, p] of wanted.entries()) {
      const values = { label: p.label, unit: p.unit, size: p.size, priceMinor: p.priceMinor, stock: p.stock, position };
      if (p.id !== undefined) await tx.update(packages).set(values).where(eq(packages.id, p.id));
      else await tx.insert(packages).values({ ...values, productId, currency: 'NGN' });
    }
    return wanted.length ? Math.min(...wanted.map((p) => p.priceMinor)) : null;
  }

  async function setApplications(tx: Db, productId: number, ids: number[]): Promise<void> {
    await tx.delete(productApplications).where(eq(productApplications.productId, productId));
    const distinct = unique(ids);
    if (distinct.length) await tx.insert(productApplications).values(distinct.map((applicationId) => ({ productId, applicationId })));
  }

  /**
   * The company's storefront, made from the company's name and country when it has none, so a new
   * seller can start selling. The company row is locked so two first products make one storefront.
   */
  async function ensureStorefront(tx: Db, companyId: string): Promise<{ supplierId: number; created: boolean }> {
    const [company] = await tx
      .select({ name: companies.name, country: companies.country, supplierId: companies.supplierId })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    if (!company) throw new HttpError(403, 'This needs a company account.');
    if (company.supplierId !== null) return { supplierId: company.supplierId, created: false };
    const base = slugify(company.name) || 'seller';
    const taken = new Set(
      (
        await tx
          .select({ slug: suppliers.slug })
          .from(suppliers)
          .where(or(eq(suppliers.slug, base), ilike(suppliers.slug, `${base}-%`)))
      ).map((r) => r.slug),
    );
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    const [supplier] = await tx
      .insert(suppliers)
      .values({ slug, name: company.name, country: company.country ?? 'NG' })
      .returning({ id: suppliers.id });
    await tx.update(companies).set({ supplierId: supplier!.id, updatedAt: sql`now()` }).where(eq(companies.id, companyId));
    return { supplierId: supplier!.id, created: true };
  }

  /** One product of the storefront, in any status, with what the form needs. */
  async function detail(supplierId: number, id: number): Promise<SellerProduct> {
    const [product] = await loadProductDetails(db, trees.markets, and(eq(products.id, id), eq(products.supplierId, supplierId)), 1);
    if (!product) throw missing(id);
    const { packages: pkgs, documents: docs, updatedAt, ...rest } = product;
    const [[times], inUse, usedPackages] = await Promise.all([
      db.select({ createdAt: products.createdAt }).from(products).where(eq(products.id, id)),
      productInUse(db, id),
      packagesInUse(
        db,
        pkgs.map((p) => p.id),
      ),
    ]);
    return {
      ...rest,
      packages: pkgs.map((pkg) => ({ ...pkg, removable: !usedPackages.has(pkg.id) })),
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
    const supplierId = await requireStorefront(companyId, id);
    await db.transaction(async (tx) => {
      const row = await lockProduct(tx, supplierId, id);
      const after = await run(tx, row, supplierId);
      if (showsInCatalog(row.status, after)) await bumpCatalogVersion(tx);
    });
    return detail(supplierId, id);
  }

  function sortBy(order: string): SQL[] {
    switch (order) {
      case 'newest':
        return [desc(products.createdAt), desc(products.id)];
      case 'oldest':
        return [asc(products.createdAt), asc(products.id)];
      case 'name':
        return [asc(products.name), asc(products.id)];
      case 'price-asc':
        return [sql`${products.priceFromMinor} asc nulls last`, asc(products.id)];
      case 'price-desc':
        return [sql`${products.priceFromMinor} desc nulls last`, asc(products.id)];
      default:
        return [desc(products.updatedAt), desc(products.id)];
    }
  }

  return {
    /** GET get-products: the storefront's products, filtered, sorted and paged. */
    async list(
      companyId: string,
      query: {
        producerId?: number | undefined;
        sortOrder: string;
        marketId?: number | undefined;
        search?: string | undefined;
        status?: Status | undefined;
        applicationId?: number | undefined;
      } & Page,
    ): Promise<{ items: SellerProductRow[]; total: number }> {
      const supplierId = await storefront(companyId);
      if (supplierId === null) return { items: [], total: 0 };
      const where: SQL[] = [eq(products.supplierId, supplierId)];
      if (query.status) where.push(eq(products.status, query.status));
      if (query.producerId !== undefined) where.push(eq(products.producerId, query.producerId));
      if (query.marketId !== undefined) where.push(inArray(products.marketId, (await trees.markets.tree()).descendantIds(query.marketId)));
      if (query.applicationId !== undefined) {
        const ids = (await trees.applications.tree()).descendantIds(query.applicationId);
        where.push(
          sql`exists (select 1 from ${productApplications} pa where pa.product_id = ${products.id} and pa.application_id in ${ids})`,
        );
      }
      if (query.search) {
        const text = containsPattern(query.search);
        where.push(
          or(ilike(products.name, text), ilike(products.casNumber, text), ilike(products.grade, text), ilike(products.synonymsText, text))!,
        );
      }
      const filter = and(...where);
      const [rows, total] = await Promise.all([
        db
          .select({
            ...summaryColumns,
            status: products.status,
            createdAt: products.createdAt,
            updatedAt: products.updatedAt,
            packageCount: sql<number>`(select count(*)::int from ${packages} where ${packages.productId} = ${products.id})`,
            stock: sql<number>`(select coalesce(sum(${packages.stock}), 0)::int from ${packages} where ${packages.productId} = ${products.id})`,
          })
          .from(products)
          .innerJoin(markets, eq(markets.id, products.marketId))
          .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
          .leftJoin(producers, eq(producers.id, products.producerId))
          .where(filter)
          .orderBy(...sortBy(query.sortOrder))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.$count(products, filter),
      ]);
      return {
        items: rows.map((row) => ({
          ...toSummary(row),
          status: row.status,
          packageCount: Number(row.packageCount),
          stock: Number(row.stock),
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        })),
        total,
      };
    },

    /** GET get-productscount: how many products the storefront has in each status. */
    async counts(companyId: string): Promise<ProductCounts> {
      const counts: ProductCounts = { all: 0, draft: 0, published: 0, archived: 0 };
      const supplierId = await storefront(companyId);
      if (supplierId === null) return counts;
      const rows = await db
        .select({ status: products.status, n: sql<number>`count(*)::int` })
        .from(products)
        .where(eq(products.supplierId, supplierId))
        .groupBy(products.status);
      for (const row of rows) {
        counts[row.status] = Number(row.n);
        counts.all += Number(row.n);
      }
      return counts;
    },

    async get(companyId: string, id: number): Promise<SellerProduct> {
      return detail(await requireStorefront(companyId, id), id);
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
            incoterms: unique(body.incoterms ?? []),
            imageUrl: body.imageUrl ?? null,
          })
          .returning({ id: products.id });
        const productId = row!.id;
        const priceFrom = await syncPackages(tx, productId, body.packages ?? []);
        if (priceFrom !== null) await tx.update(products).set({ priceFromMinor: priceFrom }).where(eq(products.id, productId));
        await setApplications(tx, productId, body.applicationIds ?? []);
        // A new storefront is listed on the site (suppliers' pages) even before it publishes.
        if (created) await bumpCatalogVersion(tx);
        return { supplierId: sid, id: productId };
      });
      return detail(supplierId, id);
    },

    /** POST update-product: the fields sent, the package list when sent, and a status change. */
    async update(companyId: string, body: UpdateProduct): Promise<{ product: SellerProduct; message: string }> {
      const supplierId = await requireStorefront(companyId, body.id);
      const [current] = await db
        .select({ imageUrl: products.imageUrl })
        .from(products)
        .where(and(eq(products.id, body.id), eq(products.supplierId, supplierId)));
      if (!current) throw missing(body.id);
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
          ...(body.incoterms !== undefined && { incoterms: unique(body.incoterms) }),
          ...(body.imageUrl !== undefined && { imageUrl: body.imageUrl }),
          status: target,
          updatedAt: sql`now()` as unknown as Date,
        };
        if (body.packages) set.priceFromMinor = await syncPackages(tx, row.id, body.packages);
        if (body.applicationIds) await setApplications(tx, row.id, body.applicationIds);
        if (target === 'published') {
          const count = await tx.$count(packages, eq(packages.productId, row.id));
          if (count === 0) throw new HttpError(409, 'Add at least one package with a price before you publish the product.');
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
      const problems = new Problems();
      const resolved: (string | null | undefined)[] = [];
      const wantedFiles = new Map<string, number[]>();
      documents.forEach((d, i) => {
        const fromUrl = d.fileUrl !== undefined ? fileIdOf(d.fileUrl) : null;
        const fileId = d.fileId?.toLowerCase() ?? fromUrl;
        if (fileId) {
          resolved[i] = fileUrl(fileId);
          wantedFiles.set(fileId, [...(wantedFiles.get(fileId) ?? []), i]);
        } else if (d.fileUrl !== undefined) {
          if (/^https:\/\/[^\s/]+\.[^\s]+$/i.test(d.fileUrl)) resolved[i] = d.fileUrl;
          else
            problems.add(
              `documents.${i}.fileUrl`,
              'must be a document uploaded through /api/v1/fileupload/document or an https:// address',
            );
        } else {
          resolved[i] = undefined; // an existing document keeps its file
        }
      });
      const ids = [...wantedFiles.keys()].filter(isFileId);
      const owned = ids.length
        ? new Set(
            (
              await db
                .select({ id: files.id })
                .from(files)
                .where(and(inArray(files.id, ids), eq(files.companyId, companyId), eq(files.kind, 'document')))
            ).map((f) => f.id),
          )
        : new Set<string>();
      for (const [fileId, positions] of wantedFiles) {
        if (owned.has(fileId)) continue;
        for (const i of positions) problems.add(`documents.${i}.fileId`, 'is not a PDF uploaded by your company');
      }
      problems.throwIfAny();

      return change(companyId, id, async (tx, row) => {
        const existing = new Set(
          (await tx.select({ id: productDocuments.id }).from(productDocuments).where(eq(productDocuments.productId, row.id))).map(
            (d) => d.id,
          ),
        );
        documents.forEach((d, i) => {
          if (d.id !== undefined && !existing.has(d.id)) problems.add(`documents.${i}.id`, 'is not a document of this product');
        });
        documents.forEach((d, i) => {
          if (d.id === undefined && resolved[i] === undefined) problems.add(`documents.${i}.fileId`, 'upload a PDF for this document');
        });
        problems.throwIfAny();
        const keep = documents.map((d) => d.id).filter((d): d is number => d !== undefined);
        await tx
          .delete(productDocuments)
          .where(and(eq(productDocuments.productId, row.id), keep.length ? notInArray(productDocuments.id, keep) : undefined));
        for (const [i, d] of documents.entries()) {
          const values = { kind: d.kind, title: d.title, language: d.language, ...(resolved[i] !== undefined && { fileUrl: resolved[i] }) };
          if (d.id !== undefined) await tx.update(productDocuments).set(values).where(eq(productDocuments.id, d.id));
          else await tx.insert(productDocuments).values({ ...values, productId: row.id });
        }
        await tx
          .update(products)
          .set({ updatedAt: sql`now()` as unknown as Date })
          .where(eq(products.id, row.id));
        return row.status;
      });
    },

    /** POST update-additionalinfo: storage, shelf life and the like, and the GHS hazard data. */
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
            unNumber: body.unNumber,
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
      const supplierId = await requireStorefront(companyId, id);
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

/** Rows of a raw query, whichever driver ran it (node-postgres answers with `rows`, PGlite too). */
export type SellerProducts = ReturnType<typeof createSellerProducts>;
