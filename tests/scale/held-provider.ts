/**
 * Stands between the gateways and the Paystack stand-in, forwarding every call, and can hold the
 * calls that start a card payment (POST /transaction/initialize). The gateway makes that call after
 * the purchase has committed, so a held one is a purchase stored but not yet answered: the moment a
 * crash makes the buyer's retry matter. A held call is the provider being slow to answer: it is
 * forwarded when released, whether or not its caller is still there.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startHeldProvider(target: string) {
  let held: Promise<void> | null = null;
  let release = () => {};
  let waiting = 0;

  const server = createServer(async (req, res) => {
    const body = await bodyOf(req);
    if (held && req.method === 'POST' && req.url?.startsWith('/transaction/initialize')) {
      waiting++;
      await held;
      waiting--;
    }
    // Forwarded even when the caller went away meanwhile (its gateway was killed): the call had
    // reached the provider, which goes on with it, only its answer is lost.
    try {
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)),
      ) as Record<string, string>;
      const answer = await fetch(new URL(req.url!, target), {
        method: req.method!,
        headers,
        ...(body.length && req.method !== 'GET' ? { body: new Uint8Array(body) } : {}),
      });
      const text = Buffer.from(await answer.arrayBuffer());
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      res.end(text);
    } catch {
      res.writeHead(502).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Calls starting a card payment that are held now. */
    waiting: () => waiting,
    hold() {
      held ??= new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    release() {
      held = null;
      release();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
