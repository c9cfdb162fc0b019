/**
 * Document requests. A buyer asks a storefront for a document of a product (TDS, SDS, CoA or one
 * they name); the seller fulfils it with a PDF uploaded through POST /v1/fileupload/document, or
 * declines; the buyer downloads it through the file's address, or cancels while it is pending.
 *
 *   pending ──fulfil──▶ fulfilled;  pending ──decline──▶ declined;  pending ──cancel (buyer)──▶ cancelled
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { fileUrl, isFileId } from '../../contracts/files.ts';
import { type Page, pageOffset } from '../../contracts/paging.ts';
import { buyerRequestLink, sellerRequestLink, type DocumentRequest, type DocumentStatusName } from '../../contracts/requests.ts';
import type { Db } from '../db/client.ts';
import { markets, products, suppliers } from '../db/schema/catalog.ts';
import { companies } from '../db/schema/companies.ts';
import { files } from '../db/schema/platform.ts';
import { documentRequests } from '../db/schema/requests.ts';
import { HttpError } from '../platform/errors.ts';
import { buyerRecipients, sellerRecipients, tell } from '../platform/parties/parties.ts';
import {
  cannotBe,
  checkId,
  countNewRequest,
  currentBuyer,
  guardedChange,
  onBuyerSide,
  productNameOf,
  refColumns,
  refJoins,
  refsOf,
  requestableProduct,
  requesterName,
  requestParties,
  type Side,
  sideWhere,
  type Caller,
  type RequestDeps,
} from './request-parties.ts';

type Row = typeof documentRequests.$inferSelect;

const NOUN = 'document request';

export interface NewDocumentRequest {
  productId: number;
  kind: 'TDS' | 'SDS' | 'CoA' | 'other';
  otherKind: string;
  message: string;
}

export function createDocumentRequests(db: Db, deps: RequestDeps) {
  const joins = refJoins(documentRequests);
  const select = (handle: Db, where: SQL | undefined) =>
    handle
      .select({ row: documentRequests, ...refColumns, fileName: files.originalName })
      .from(documentRequests)
      .innerJoin(products, joins.product)
      .innerJoin(markets, joins.market)
      .innerJoin(suppliers, joins.supplier)
      .leftJoin(companies, joins.company)
      .leftJoin(files, eq(files.id, documentRequests.fileId))
      .where(where);
  type Selected = Awaited<ReturnType<typeof select>>[number];

  function view({ row, fileName, ...ref }: Selected, side: Side): DocumentRequest {
    const pending = row.status === 'pending';
    const actions = pending ? (side === 'buyer' ? ['cancel'] : ['fulfil', 'decline']) : [];
    const delivered = row.status === 'fulfilled' && row.fileId !== null;
    return {
      id: row.id,
      status: row.status,
      ...refsOf(ref, row.supplierId, row.buyerName),
      kind: row.kind,
      message: row.message,
      fileUrl: delivered ? fileUrl(row.fileId!) : null,
      fileName: delivered ? fileName : null,
      sellerNote: row.sellerNote,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      actions,
    };
  }

  async function one(handle: Db, id: string, side: Side, where: SQL): Promise<DocumentRequest> {
    const [row] = await select(handle, and(eq(documentRequests.id, id), where));
    if (!row) throw new HttpError(404, `No such ${NOUN}.`);
    return view(row, side);
  }

  async function change(handle: Db, id: string, where: SQL, set: Partial<Row>, action: string): Promise<Row> {
    return guardedChange(
      () =>
        handle
          .update(documentRequests)
          .set({ ...set, updatedAt: sql`now()` as unknown as Date })
          .where(and(eq(documentRequests.id, id), where, eq(documentRequests.status, 'pending')))
          .returning(),
      () =>
        handle
          .select({ status: documentRequests.status })
          .from(documentRequests)
          .where(and(eq(documentRequests.id, id), where)),
      cannotBe(NOUN, action),
      NOUN,
    );
  }

  /** A PDF uploaded by someone of the seller's company; anything else is "no such document". */
  async function sellersDocument(caller: Caller, fileId: string): Promise<string> {
    const refused = () =>
      new HttpError(400, 'Invalid request. fileId: Upload the PDF first; no such document', {
        fileId: ['Upload the PDF first; no such document'],
      });
    if (!isFileId(fileId) || !caller.companyId) throw refused();
    const [file] = await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, fileId.toLowerCase()), eq(files.companyId, caller.companyId), eq(files.kind, 'document')));
    if (!file) throw refused();
    return file.id;
  }

  async function tellBuyer(handle: Db, row: Row, title: string, body: string) {
    const people = await buyerRecipients(handle, { userId: row.buyerUserId, companyId: row.buyerCompanyId });
    await tell(handle, deps, people, { kind: `document.${row.status}`, title, body, link: buyerRequestLink('documents', row.id) });
  }

  return {
    async request(caller: Caller, input: NewDocumentRequest): Promise<DocumentRequest> {
      const product = await requestableProduct(db, input.productId, caller);
      await countNewRequest(deps.limiter, caller.userId);
      const buyer = await currentBuyer(db, caller);
      const kind = input.kind === 'other' ? input.otherKind : input.kind;
      return db.transaction(async (handle) => {
        const id = uuidv7();
        await handle.insert(documentRequests).values({
          id,
          ...requestParties(caller, buyer, product),
          kind,
          message: input.message,
        });
        const who = requesterName(buyer);
        await tell(handle, deps, await sellerRecipients(handle, product.supplierId), {
          kind: 'document.requested',
          title: `Document request: ${kind} of ${product.name}`,
          body: `${who} asks for the ${kind} of ${product.name}.${input.message ? ` “${input.message}”` : ''} Attach the PDF or decline.`,
          link: sellerRequestLink('documents', id),
        });
        return one(handle, id, 'buyer', onBuyerSide(documentRequests, caller));
      });
    },

    async list(caller: Caller, side: Side, page: Page & { status?: DocumentStatusName | undefined }) {
      const where = and(
        await sideWhere(db, documentRequests, caller, side),
        page.status ? eq(documentRequests.status, page.status) : undefined,
      );
      const [rows, total] = await Promise.all([
        select(db, where)
          .orderBy(desc(documentRequests.createdAt), desc(documentRequests.id))
          .limit(page.pageSize)
          .offset(pageOffset(page)),
        db.$count(documentRequests, where),
      ]);
      return { items: rows.map((r) => view(r, side)), total };
    },

    async get(caller: Caller, side: Side, id: string): Promise<DocumentRequest> {
      return one(db, checkId(id, NOUN), side, await sideWhere(db, documentRequests, caller, side));
    },

    async fulfil(caller: Caller, id: string, input: { fileId: string; note: string }): Promise<DocumentRequest> {
      const requestId = checkId(id, NOUN);
      const where = await sideWhere(db, documentRequests, caller, 'seller');
      const fileId = await sellersDocument(caller, input.fileId);
      return db.transaction(async (handle) => {
        const row = await change(handle, requestId, where, { status: 'fulfilled', fileId, sellerNote: input.note || null }, 'fulfilled');
        const product = await productNameOf(handle, row.productId);
        await tellBuyer(
          handle,
          row,
          `The ${row.kind} of ${product} is ready`,
          `Download it from your requests.${input.note ? ` The seller adds: ${input.note}` : ''}`,
        );
        return one(handle, requestId, 'seller', where);
      });
    },

    async decline(caller: Caller, id: string, note: string): Promise<DocumentRequest> {
      const requestId = checkId(id, NOUN);
      const where = await sideWhere(db, documentRequests, caller, 'seller');
      return db.transaction(async (handle) => {
        const row = await change(handle, requestId, where, { status: 'declined', sellerNote: note || null }, 'declined');
        await tellBuyer(
          handle,
          row,
          `Your request for the ${row.kind} of ${await productNameOf(handle, row.productId)} was declined`,
          note ? `The seller says: ${note}` : 'The seller gave no reason.',
        );
        return one(handle, requestId, 'seller', where);
      });
    },

    async cancel(caller: Caller, id: string): Promise<DocumentRequest> {
      const requestId = checkId(id, NOUN);
      const where = onBuyerSide(documentRequests, caller);
      return db.transaction(async (handle) => {
        const row = await change(handle, requestId, where, { status: 'cancelled' }, 'cancelled');
        await tell(handle, deps, await sellerRecipients(handle, row.supplierId), {
          kind: 'document.cancelled',
          title: `Document request withdrawn: ${row.kind} of ${await productNameOf(handle, row.productId)}`,
          body: `${row.buyerName} no longer needs the ${row.kind}.`,
          link: sellerRequestLink('documents', requestId),
        });
        return one(handle, requestId, 'buyer', where);
      });
    },
  };
}

export type DocumentRequests = ReturnType<typeof createDocumentRequests>;
