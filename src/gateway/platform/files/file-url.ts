/** Where an uploaded file is read (GET /api/v1/files/:id), or nothing without a file: logos, banners, documents; and back. */
import { fileUrl } from '../../../contracts/files.ts';

export const fileUrlOf = (id: string | null) => (id ? fileUrl(id) : null);

/** The id in a file's address (fileUrl's inverse), lower-cased; null for any other address. */
export const fileIdOf = (url: string | null) =>
  url ? (/^\/api\/v1\/files\/([0-9a-f-]{36})$/i.exec(url)?.[1]?.toLowerCase() ?? null) : null;
