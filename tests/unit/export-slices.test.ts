import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The build's reading of the catalog export, over real HTTP, from a server answering as the
// gateway's export does: slices of `Limit` products after `AfterId`, in id order.
const PRODUCTS = 2500;
const events: string[] = [];
/** A slice the server refuses to give (the request asked for while the build fails on the one before). */
let refuseAfter: number | null = null;
/** Resolved once the server has sent its refusal. */
let refused: Promise<void> = Promise.resolve();
let refusalSent = () => {};
let server: Server;
const send = globalThis.fetch;
let forEachExportSlice: typeof import('../../src/build/catalog-source.ts').forEachExportSlice;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url!, 'http://x');
    const after = Number(url.searchParams.get('AfterId'));
    const limit = Number(url.searchParams.get('Limit'));
    if (after === refuseAfter) {
      response.statusCode = 400;
      response.end('{}', refusalSent);
      return;
    }
    const items = [];
    for (let id = after + 1; id <= Math.min(PRODUCTS, after + limit); id++) items.push({ id });
    const nextAfterId = items.length === limit ? items.at(-1)!.id : null;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ data: { items, nextAfterId } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.GATEWAY_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Each request noted as the client sends it (the HTTP client takes fetch as it is imported).
  globalThis.fetch = (input, init) => {
    events.push(`asked after ${new URL(String(input instanceof Request ? input.url : input)).searchParams.get('AfterId')}`);
    return send(input, init);
  };
  ({ forEachExportSlice } = await import('../../src/build/catalog-source.ts'));
});
afterAll(async () => {
  globalThis.fetch = send;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the catalog export, slice by slice', () => {
  it('takes every product once, in id order, and asks for the next slice before taking the last', async () => {
    events.length = 0;
    const taken: number[] = [];
    await forEachExportSlice((slice) => {
      events.push(`took ${slice[0]!.id}–${slice.at(-1)!.id}`);
      taken.push(...slice.map((p) => p.id));
    });
    expect(taken).toEqual(Array.from({ length: PRODUCTS }, (_, i) => i + 1));
    expect(events).toEqual(['asked after 0', 'asked after 1000', 'took 1–1000', 'asked after 2000', 'took 1001–2000', 'took 2001–2500']);
  });

  it('stops at the first slice it cannot take, and says why, whatever becomes of the slice asked for meanwhile', async () => {
    refuseAfter = 2000;
    refused = new Promise((resolve) => (refusalSent = resolve));
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      let slices = 0;
      await expect(
        forEachExportSlice(() => {
          if (++slices === 2) throw new Error('disk full');
        }),
      ).rejects.toThrow('disk full');
      expect(slices).toBe(2);
      // The refusal reaches the client after the failure; a rejection nobody handles shows by the next turn.
      await refused;
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      refuseAfter = null;
    }
  });
});
