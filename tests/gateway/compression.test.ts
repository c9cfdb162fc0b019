/**
 * Answers are compressed for clients that ask (Brotli first, then gzip), over real HTTP: the API's
 * JSON and, in the all-in-one server, the site's pages. Small answers and clients that do not ask
 * get the bytes as they are.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite } from '../../src/publisher/serve-site.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET over a real connection, returning the bytes as sent. */
function get(base: string, path: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const page = `<!doctype html><html lang="en"><title>Markets</title><main>${'<p>Industrial chemicals and raw materials.</p>'.repeat(200)}</main></html>`;

describe.each(backends)('compression on %s', (backend) => {
  let gw: TestGateway;
  let base: string;
  beforeAll(async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'site-'));
    mkdirSync(join(siteDir, 'markets'));
    writeFileSync(join(siteDir, 'markets', 'index.html'), page);
    gw = await startGateway(backend, 60, {
      extend: (app) => serveSite(app, { siteDir, mediaDir: join(siteDir, 'media'), isBuilding: () => false }),
    });
    base = await gw.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => gw?.close());

  const MARKETS = '/api/v1/marketplace/getmarkets?PageNumber=1&PageSize=200';

  it('sends API answers in Brotli to a client that accepts it, and the same JSON as uncompressed', async () => {
    const plain = await get(base, MARKETS);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await get(base, MARKETS, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('falls back to gzip, and leaves small answers as they are', async () => {
    const gzip = await get(base, MARKETS, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString()).succeeded).toBe(true);

    const health = await get(base, '/api/health', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString()).data.status).toBe('ok');
  });

  it('compresses the site pages the all-in-one server sends', async () => {
    const br = await get(base, '/markets', 'br');
    expect(br.status).toBe(200);
    expect(br.headers['content-type']).toMatch(/text\/html/);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    expect(br.body.length).toBeLessThan(page.length / 10);
  });
});
