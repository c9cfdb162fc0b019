/**
 * Uploads (multipart, field `file`) and downloads of photos and documents. Downloads are public:
 * logos and TDS/SDS sheets are published material, and ids are unguessable UUIDs.
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelope } from '../../../contracts/envelope.ts';
import { FILE_KINDS, UPLOAD_RULES, uploadedFile, type FileKind } from '../../../contracts/files.ts';
import { currentUser } from '../http/access.ts';
import { fieldError, HttpError } from '../errors.ts';
import { ok } from '../http/reply.ts';
import { uploadTooLarge, type Uploads } from './uploads.ts';
import type { Routes } from '../http/module.ts';
import type { Members } from '../auth/members.ts';

/** Room for the largest kind; each route then reads with its own kind's limit. */
const MULTIPART_FILE_CEILING = UPLOAD_RULES.document.maxBytes + 64 * 1024;

/** `filename="…"` in ASCII for old clients, `filename*` in UTF-8 for the real name (RFC 6266). */
function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const utf8 = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

async function readFilePart(request: FastifyRequest, kind: FileKind): Promise<{ bytes: Buffer; filename: string }> {
  if (!request.isMultipart()) throw fieldError('file', 'Send the file as multipart/form-data in the field "file".');
  try {
    const part = await request.file({ limits: { fileSize: UPLOAD_RULES[kind].maxBytes } });
    if (part?.fieldname !== 'file') {
      part?.file.resume();
      throw fieldError('file', 'Choose a file to upload.');
    }
    const bytes = await part.toBuffer();
    // toBuffer() throws for an oversized file only when it sees the truncation while reading; under
    // load the last chunk can be read before busboy marks the stream truncated, and the file came
    // back cut at the limit. Once the stream has ended the mark is always there: check it again.
    if (part.file.truncated || bytes.length > UPLOAD_RULES[kind].maxBytes) throw uploadTooLarge(kind);
    return { bytes, filename: part.filename };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Multipart's own error names no limit; ours does, in the envelope like every other answer.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw uploadTooLarge(kind);
    // Anything else here is the body itself: no boundary, cut short, malformed parts.
    throw new HttpError(400, 'The upload could not be read: the multipart/form-data body is malformed or incomplete.', {
      file: ['could not be read'],
    });
  }
}

export const fileUploadRoutes: Routes<{ uploads: Uploads; members: Members }> = async (app, { services }) => {
  const tags = ['Files'];
  // Registered in this plugin only, so no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: MULTIPART_FILE_CEILING, files: 1, fields: 4, fieldSize: 1024, parts: 8, headerPairs: 20 },
  });

  for (const kind of FILE_KINDS) {
    const { accepted, maxBytes } = UPLOAD_RULES[kind];
    app.post(
      `/v1/fileupload/${kind}`,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          summary: `Upload a ${kind} (${accepted}, at most ${maxBytes / (1024 * 1024)} MiB) in the multipart field "file"`,
          response: { 200: envelope(uploadedFile) },
        },
      },
      async (request) => {
        const { userId } = currentUser(request);
        await services.uploads.countAttempt(userId);
        const { bytes, filename } = await readFilePart(request, kind);
        const member = await services.members.load(userId);
        if (!member) throw new HttpError(401, 'Your session has ended. Please sign in again.');
        return ok(await services.uploads.save({ kind, bytes, originalName: filename, ownerId: userId, companyId: member.companyId }));
      },
    );
  }

  app.get(
    '/v1/files/:id',
    {
      config: { access: 'public' },
      // A plain string: a malformed id is "no such file" (404), not a validation error.
      schema: { tags, summary: 'Download an uploaded file', params: z.object({ id: z.string() }) },
    },
    async (request, reply) => {
      const { row, bytes } = await services.uploads.get(request.params.id);
      return (
        reply
          .header('content-type', row.contentType)
          .header('x-content-type-options', 'nosniff')
          // Files never change after upload: a new file gets a new id.
          .header('cache-control', 'public, max-age=31536000, immutable')
          // Opened directly, a file runs nothing and reaches nothing of the site.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('content-disposition', contentDisposition(row.kind === 'document' ? 'attachment' : 'inline', row.originalName))
          .send(bytes)
      );
    },
  );
};
