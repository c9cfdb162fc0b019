/** What the local stand-ins of outside providers (Paystack, identity, e-invoicing; the browser tests' mailbox) share to speak HTTP. */
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';

/**
 * A stand-in's HTTP server. It keeps an idle connection open longer than a client keeps one for
 * reuse (Node's and Playwright's agents drop theirs after 5 s), so a client never sends a request
 * on a connection the server is closing at that moment, which the client sees as ECONNRESET.
 */
export function createStandInServer(listener: RequestListener): Server {
  const server = createServer(listener);
  server.keepAliveTimeout = 65_000;
  return server;
}

/** A stand-in's answer to one call, before it is written. */
export interface Answer {
  status: number;
  body: unknown;
  /** An HTML page instead of JSON (the transfer page). */
  html?: boolean;
}

/** A refusal as Paystack words one: `{ status: false, message }`. */
export const refused = (status: number, message: string): Answer => ({ status, body: { status: false, message } });

export function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON object body, or null when the body is something else. */
export function parseObject(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
