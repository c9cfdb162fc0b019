/**
 * Uploads of photos (logos, product pictures) and documents (TDS, SDS). The type is read from the
 * bytes, never from the name or the client's Content-Type, and photos are decoded and re-encoded
 * so what we serve is a plain image: no scripts, no polyglots, no EXIF or GPS of the uploader.
 */
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { fileUrl, isFileId, UPLOAD_RULES, type FileKind, type UploadedFile } from '../../contracts/files.ts';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema-accounts.ts';
import { HttpError, notFound } from '../errors.ts';
import type { FileStorage } from './file-storage.ts';

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
  const cleaned = (name ?? '').split(/[\\/]/).pop()!
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

export function createUploads(db: Db, storage: FileStorage | null) {
  function configuredStorage(): FileStorage {
    if (!storage) throw new HttpError(503, 'File uploads are not configured.');
    return storage;
  }

  return {
    /** Checks, converts and stores one file; a refused file leaves no row and no bytes. */
    async save({ kind, bytes, originalName, ownerId, companyId }: NewUpload): Promise<UploadedFile> {
      const store = configuredStorage();
      const rules = UPLOAD_RULES[kind];
      if (bytes.length === 0) throw new HttpError(400, 'The file is empty.', { file: ['The file is empty.'] });
      if (bytes.length > rules.maxBytes) throw uploadTooLarge(kind);
      const detected = await fileTypeFromBuffer(bytes);
      if (!detected || !rules.types.includes(detected.mime)) throw wrongType(kind);

      const stored = kind === 'photo'
        ? { bytes: await reencodePhoto(bytes), contentType: 'image/webp' }
        : { bytes, contentType: detected.mime };
      const row = {
        id: uuidv7(), ownerId, companyId, kind, contentType: stored.contentType, size: stored.bytes.length,
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

    async get(id: string) {
      const store = configuredStorage();
      const missing = () => notFound('No such file.');
      // Checked before the query: PostgreSQL rejects a malformed uuid with an error, not "no row".
      if (!isFileId(id)) throw missing();
      const [row] = await db.select().from(files).where(eq(files.id, id.toLowerCase()));
      if (!row) throw missing();
      const bytes = await store.get(row.id);
      if (!bytes) throw missing();
      return { row, bytes };
    },
  };
}
