/**
 * Uploads of photos (logos, product pictures) and documents (TDS, SDS). The type is read from the
 * bytes, never from the name or the client's Content-Type, and photos are decoded and re-encoded
 * so what we serve is a plain image: no scripts, no polyglots, no EXIF or GPS of the uploader.
 */
import { eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { fileUrl, isFileId, UPLOAD_RULES, type FileKind, type UploadedFile } from '../../../contracts/files.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { files } from '../../db/schema/platform.ts';
import { HttpError, notFound } from '../errors.ts';
import type { FileStorage } from './file-storage.ts';
import { pdfActiveContent } from './pdf-safety.ts';
import type { RateLimiter } from '../rate-limiter.ts';

const PHOTO_MAX_SIDE = 2000;
const PHOTO_QUALITY = 82;
/** A small file can still decode to a huge bitmap; 50 megapixels covers any camera photo. */
const PHOTO_MAX_PIXELS = 50_000_000;
const DISPLAY_NAME_MAX = 120;

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MiB`;

export const uploadTooLarge = (kind: FileKind) =>
  new HttpError(413, `The ${kind} is too large: the limit is ${megabytes(UPLOAD_RULES[kind].maxBytes)}.`);

const wrongType = (kind: FileKind) =>
  new HttpError(415, `This file type is not accepted for a ${kind}. Upload a ${UPLOAD_RULES[kind].accepted} file.`);

/** Rotated upright, at most 2000 px a side, WebP; sharp writes no metadata unless asked to. */
async function reencodePhoto(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS })
      .rotate()
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: PHOTO_QUALITY })
      .toBuffer();
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) {
      throw new HttpError(413, `The photo has too many pixels: the limit is ${PHOTO_MAX_PIXELS / 1_000_000} megapixels.`);
    }
    throw new HttpError(415, `This image could not be read; it may be damaged. Upload a ${UPLOAD_RULES.photo.accepted} file.`);
  }
}

/**
 * The client's file name, made safe to show and to put in a header: no folders, no control or
 * invisible characters (a right-to-left override can disguise "gpj.exe" as "exe.jpg"), no quotes.
 */
export function safeDisplayName(name: string | undefined, fallback: string): string {
  const cleaned = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/["<>:|?*;]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const chars = [...cleaned];
  if (chars.length <= DISPLAY_NAME_MAX) return cleaned || fallback;
  // Shortened from the middle, so the extension still tells what the file is.
  const extension = /\.[\p{L}\p{N}]{1,8}$/u.exec(cleaned)?.[0] ?? '';
  return chars.slice(0, DISPLAY_NAME_MAX - extension.length).join('') + extension;
}

export interface NewUpload {
  kind: FileKind;
  bytes: Buffer;
  originalName: string | undefined;
  ownerId: string;
  companyId: string | null;
}

export interface UploadLimits {
  limiter: RateLimiter;
  /** Uploads one person may send per 10 minutes. */
  perTenMinutes: number;
  /** Bytes a company (or a person without one) may keep stored. */
  quotaBytes: number;
}

/** Unreferenced files younger than this are kept: a form may still be on its way to use them. */
export const UNREFERENCED_GRACE_MS = 24 * 3600 * 1000;

/**
 * SQL true when a verification submission or a financing request (draft or not) of the file's own
 * company names the file `f`: their documents are private (another company naming it changes nothing). A financing request names files in its documents and in its
 * details (the proforma invoice, offtake contracts), all as lower-case UUID text. A file sent with a
 * message is private too: only the thread's parties read it (conversations/conversations-routes.ts).
 */
const privateDocument = sql`(exists (select 1 from verifications v
  where v.details->>'incorporationFileId' = f.id::text or v.details->>'proofOfAddressFileId' = f.id::text)
  or exists (select 1 from financing_requests r
    where r.company_id = f.company_id
      and (position(f.id::text in r.documents::text) > 0 or position(f.id::text in r.details::text) > 0))
  or exists (select 1 from conversation_message_files mf where mf.file_id = f.id))`;

/** SQL true when something refers to the file `f`: a company's logo or banner, a product's photo or document, a fulfilled document request, a request for quotation or its offer, a producer's or supplier's logo, a verification's or a financing request's documents. */
const referenced = sql`(
  ${privateDocument}
  or exists (select 1 from companies c where c.logo_file_id = f.id or c.banner_file_id = f.id)
  or exists (select 1 from document_requests d where d.file_id = f.id)
  or exists (select 1 from rfq_files rf where rf.file_id = f.id)
  or exists (select 1 from products p where p.image_url = '/api/v1/files/' || f.id::text)
  or exists (select 1 from product_documents pd where pd.file_url = '/api/v1/files/' || f.id::text)
  or exists (select 1 from producers pr where pr.logo_url = '/api/v1/files/' || f.id::text)
  or exists (select 1 from suppliers s where s.logo_url = '/api/v1/files/' || f.id::text))`;

/** An uploaded file as another feature attaches it. */
export type StoredFile = Pick<typeof files.$inferSelect, 'id' | 'kind' | 'contentType' | 'size' | 'originalName'>;

/**
 * Those of `ids` that `ownerId` uploaded (anyone, for null) and nothing uses yet: what a message may
 * attach (a file goes with one thing, so a public logo never becomes a private attachment, nor the reverse).
 */
export async function unusedUploadsOf(handle: Db, ownerId: string | null, ids: string[]): Promise<StoredFile[]> {
  const wanted = ids.filter(isFileId).map((id) => id.toLowerCase());
  if (!wanted.length) return [];
  const result = await handle.execute(sql`
    select f.id, f.kind, f.content_type as "contentType", f.size, f.original_name as "originalName" from files f
    where ${ownerId === null ? sql`true` : sql`f.owner_id = ${ownerId}`} and f.id in (${sql.join(
      wanted.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and not ${referenced}`);
  return rowsOf<StoredFile>(result);
}

export function createUploads(db: Db, storage: FileStorage | null, limits: UploadLimits | null = null) {
  function configuredStorage(): FileStorage {
    if (!storage) throw new HttpError(503, 'File uploads are not configured.');
    return storage;
  }

  return {
    /** Counts an upload against the person's allowance: 429 with Retry-After past it. */
    async countAttempt(ownerId: string): Promise<void> {
      if (!limits) return;
      await limits.limiter.enforce(
        `upload:${ownerId}`,
        { limit: limits.perTenMinutes, windowSeconds: 600 },
        `Too many uploads: at most ${limits.perTenMinutes} every 10 minutes. Please wait and try again.`,
      );
    },

    /**
     * Removes files nothing refers to that are older than a day (rows and bytes), and answers how
     * many went. The gateway runs it periodically (app.ts); `now` is explicit for tests.
     */
    async removeUnreferenced(now: Date = new Date()): Promise<number> {
      const store = configuredStorage();
      const cutoff = new Date(now.getTime() - UNREFERENCED_GRACE_MS);
      const removed = await db.execute<{ id: string }>(sql`
        delete from files where id in (select f.id from files f where f.created_at < ${cutoff.toISOString()} and not ${referenced})
        returning id`);
      const rows = (removed as unknown as { rows: { id: string }[] }).rows;
      for (const { id } of rows) await store.delete(id).catch(() => {});
      return rows.length;
    },

    /** Checks, converts and stores one file; a refused file leaves no row and no bytes. */
    async save({ kind, bytes, originalName, ownerId, companyId }: NewUpload): Promise<UploadedFile> {
      const store = configuredStorage();
      const rules = UPLOAD_RULES[kind];
      if (bytes.length === 0) throw new HttpError(400, 'The file is empty.', { file: ['The file is empty.'] });
      if (bytes.length > rules.maxBytes) throw uploadTooLarge(kind);
      const detected = await fileTypeFromBuffer(bytes);
      if (!detected || !rules.types.includes(detected.mime)) throw wrongType(kind);
      if (kind === 'document') {
        const active = pdfActiveContent(bytes);
        if (active)
          throw new HttpError(415, `This PDF is refused because ${active}. Save or print it again as a plain PDF and upload that.`);
      }

      const stored =
        kind === 'photo' ? { bytes: await reencodePhoto(bytes), contentType: 'image/webp' } : { bytes, contentType: detected.mime };
      if (limits) {
        const owner = companyId ? eq(files.companyId, companyId) : eq(files.ownerId, ownerId);
        const [used] = await db
          .select({ bytes: sql<number>`coalesce(sum(${files.size}), 0)::bigint` })
          .from(files)
          .where(owner);
        if (Number(used?.bytes ?? 0) + stored.bytes.length > limits.quotaBytes) {
          throw new HttpError(
            413,
            `Your company's storage is full: files may take ${megabytes(limits.quotaBytes)} in all. Files nothing uses are removed after a day; ask us if you need more room.`,
          );
        }
      }
      const row = {
        id: uuidv7(),
        ownerId,
        companyId,
        kind,
        contentType: stored.contentType,
        size: stored.bytes.length,
        originalName: safeDisplayName(originalName, kind),
      };
      await store.put(row.id, stored.bytes);
      try {
        await db.insert(files).values(row);
      } catch (error) {
        // Bytes without a row would never be served nor cleaned up; the insert's error is the one to report.
        await store.delete(row.id).catch(() => {});
        throw error;
      }
      return { id: row.id, url: fileUrl(row.id), contentType: row.contentType, size: row.size, originalName: row.originalName, kind };
    },

    /**
     * A file's bytes. Verification documents (certificates, proofs of address) are private: only
     * `privateToo` (the operations console) reads them; the public route answers 404 as if absent.
     */
    async get(id: string, options: { privateToo?: boolean } = {}) {
      const store = configuredStorage();
      const missing = () => notFound('No such file.');
      // Checked before the query: PostgreSQL rejects a malformed uuid with an error, not "no row".
      if (!isFileId(id)) throw missing();
      const [row] = await db.select().from(files).where(eq(files.id, id.toLowerCase()));
      if (!row) throw missing();
      if (!options.privateToo) {
        const result = await db.execute(sql`select ${privateDocument} as private from files f where f.id = ${row.id}`);
        const [named] = (result as unknown as { rows: { private: boolean }[] }).rows;
        if (named?.private) throw missing();
      }
      const bytes = await store.get(row.id);
      if (!bytes) throw missing();
      return { row, bytes };
    },
  };
}

export type Uploads = ReturnType<typeof createUploads>;
