/**
 * A private upload (verification and financing documents) sent to someone allowed to read it: as
 * an attachment, never cached, never sniffed, sandboxed if opened.
 */
import type { FastifyReply } from 'fastify';

export function sendPrivateFile(reply: FastifyReply, row: { contentType: string; originalName: string }, bytes: Buffer | Uint8Array) {
  return reply
    .header('content-type', row.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', `attachment; filename="${row.originalName.replace(/[^\w.-]+/g, '_')}"`)
    .send(bytes);
}
