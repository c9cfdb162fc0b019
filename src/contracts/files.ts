/** Uploaded files: what the upload answers, and the rules the browser shows before sending. */
import { z } from 'zod';

export const FILE_KINDS = ['photo', 'document'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

const MiB = 1024 * 1024;

/** Types detected from the bytes, the size limits, and the labels used in messages. */
export const UPLOAD_RULES: Record<FileKind, { types: readonly string[]; maxBytes: number; accepted: string }> = {
  photo: { types: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: 5 * MiB, accepted: 'JPEG, PNG or WebP' },
  document: { types: ['application/pdf'], maxBytes: 10 * MiB, accepted: 'PDF' },
};

export const fileUrl = (id: string) => `/api/v1/files/${id}`;

/** File ids are UUIDs; anything else is no file (and never reaches a query or a path). */
export const isFileId = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export const uploadedFile = z.object({
  id: z.uuid(),
  /** Where the bytes are served, public and cacheable forever (a file never changes). */
  url: z.string(),
  /** Of the stored bytes: photos are re-encoded, so always image/webp. */
  contentType: z.string(),
  size: z.number().int(),
  originalName: z.string(),
  kind: z.enum(FILE_KINDS),
});
export type UploadedFile = z.infer<typeof uploadedFile>;
