/**
 * A product's documents (TDS, SDS, CoA sheets), replaced whole by the product form: each one a PDF
 * the company uploaded or an https:// address of the maker's own sheet. The files are checked
 * before the product is locked; the ids of the product's documents once it is.
 */
import { and, eq, inArray, max, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import { fileUrl, isFileId } from '../../contracts/files.ts';
import { fileIdOf } from '../platform/files/file-url.ts';
import type { updateDocumentsBody } from '../../contracts/seller-products.ts';
import type { Db } from '../db/client.ts';
import { productDocuments } from '../db/schema/catalog.ts';
import { files } from '../db/schema/platform.ts';
import { FieldProblems } from '../platform/errors.ts';

export type Documents = z.output<typeof updateDocumentsBody>['documents'];

/**
 * Each document's file address, checked: an upload of the company's (by id or by its address) or
 * an https:// address; undefined where an existing document keeps its file. Revision dates are
 * not in the future. 400 with every document's problem at once.
 */
export async function documentFiles(db: Db, companyId: string, documents: Documents, now: Date): Promise<(string | undefined)[]> {
  const problems = new FieldProblems();
  const today = now.toISOString().slice(0, 10);
  documents.forEach((d, i) => {
    // A day ahead of UTC is allowed: the seller's today may be tomorrow in UTC's terms.
    if (d.issuedAt && d.issuedAt > new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10)) {
      problems.add(`documents.${i}.issuedAt`, `must not be after today (${today})`);
    }
  });
  const resolved: (string | undefined)[] = [];
  const wantedFiles = new Map<string, number[]>();
  documents.forEach((d, i) => {
    const fromUrl = d.fileUrl !== undefined ? fileIdOf(d.fileUrl) : null;
    const fileId = d.fileId?.toLowerCase() ?? fromUrl;
    if (fileId) {
      resolved[i] = fileUrl(fileId);
      wantedFiles.set(fileId, [...(wantedFiles.get(fileId) ?? []), i]);
    } else if (d.fileUrl !== undefined) {
      if (/^https:\/\/[^\s/]+\.[^\s]+$/i.test(d.fileUrl)) resolved[i] = d.fileUrl;
      else problems.add(`documents.${i}.fileUrl`, 'must be a document uploaded through /api/v1/fileupload/document or an https:// address');
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
  return resolved;
}

/** Makes the product's documents the given list, with the files documentFiles checked; in the product's transaction. */
export async function replaceDocuments(tx: Db, productId: number, documents: Documents, resolved: (string | undefined)[]): Promise<void> {
  const problems = new FieldProblems();
  const existing = new Set(
    (await tx.select({ id: productDocuments.id }).from(productDocuments).where(eq(productDocuments.productId, productId))).map((d) => d.id),
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
    .where(and(eq(productDocuments.productId, productId), keep.length ? notInArray(productDocuments.id, keep) : undefined));
  for (const [i, d] of documents.entries()) {
    const values = {
      kind: d.kind,
      title: d.title,
      language: d.language,
      ...(resolved[i] !== undefined && { fileUrl: resolved[i] }),
      ...(d.issuedAt !== undefined && { issuedAt: new Date(`${d.issuedAt}T00:00:00Z`) }),
    };
    if (d.id !== undefined) await tx.update(productDocuments).set(values).where(eq(productDocuments.id, d.id));
    else await tx.insert(productDocuments).values({ ...values, productId });
  }
}

/** The newest safety data sheet's revision date of each product that has one. */
export async function latestSafetyDataSheets(db: Db, productIds: number[]): Promise<Map<number, Date>> {
  if (!productIds.length) return new Map();
  const rows = await db
    .select({ productId: productDocuments.productId, issuedAt: max(productDocuments.issuedAt) })
    .from(productDocuments)
    .where(and(inArray(productDocuments.productId, productIds), eq(productDocuments.kind, 'SDS')))
    .groupBy(productDocuments.productId);
  return new Map(rows.map((r) => [r.productId, new Date(r.issuedAt!)]));
}
