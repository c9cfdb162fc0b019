/** Where an uploaded file is read (GET /api/v1/files/:id), or nothing without a file: logos, banners, documents. */
import { fileUrl } from '../../../contracts/files.ts';

export const fileUrlOf = (id: string | null) => (id ? fileUrl(id) : null);
