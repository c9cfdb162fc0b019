/**
 * The Cloudflare purge adapter against a local HTTP server that answers as Cloudflare's
 * purge_cache API does (POST /zones/{zone}/purge_cache with a bearer token; `files` of at most 100
 * URLs or `purge_everything`; `{ success, errors }` answers; 429 with Retry-After when rate-limited).
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cdnPurgerFromEnv, cloudflarePurger } from '../../src/publisher/cdn-purge.ts';
import type { PublishResult } from '../../src/publisher/publish-site.ts';
import { json, readBody } from '../../src/gateway/providers/local/stand-in-http.ts';

const ZONE = '023e105f4ecef8ad9ca31a8372d0c353';
const TOKEN = 'purge-token-valid-only-here';

describe('purging a CDN (Cloudflare) of what a publish changed', () => {
  let server: Server;
  let apiUrl: string;
  const received: { path: string; body: Record<string, unknown> }[] = [];
  let rateLimitNext = 0;

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
      if (req.method !== 'POST' || req.url !== `/client/v4/zones/${ZONE}/purge_cache`)
        return json(res, 404, { success: false, errors: [{ code: 7003, message: 'Could not route' }] });
      if (req.headers.authorization !== `Bearer ${TOKEN}`)
        return json(res, 403, { success: false, errors: [{ code: 10000, message: 'Authentication error' }] });
      if (rateLimitNext > 0) {
        rateLimitNext--;
        res.writeHead(429, { 'retry-after': '1', 'content-type': 'application/json' });
        return res.end(
          JSON.stringify({ success: false, errors: [{ code: 971, message: 'Please wait and consider throttling your request speed' }] }),
        );
      }
      const files = body.files as string[] | undefined;
      if (files && files.length > 100)
        return json(res, 400, { success: false, errors: [{ code: 1015, message: 'You may purge up to 100 files at a time' }] });
      received.push({ path: req.url, body });
      return json(res, 200, { success: true, errors: [], messages: [], result: { id: ZONE } });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/client/v4`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    received.length = 0;
    rateLimitNext = 0;
  });

  const partial = (paths: string[]): PublishResult => ({ kind: 'partial', version: 7, paths, rendered: 40 });

  it('purges the changed addresses as absolute URLs, at most 100 a request', async () => {
    const paths = Array.from({ length: 230 }, (_, i) => `/product/p${i}/paints/${i}/`);
    const purger = cloudflarePurger({ zoneId: ZONE, apiToken: TOKEN, siteUrl: 'https://chemmarket.example', apiUrl });
    expect(await purger.purge(partial(paths))).toEqual({ requests: 3, urls: 230 });
    expect(received.map((r) => (r.body.files as string[]).length)).toEqual([100, 100, 30]);
    expect(received.flatMap((r) => r.body.files as string[])).toEqual(paths.map((p) => `https://chemmarket.example${p}`));
  });

  it('purges everything after a full build, and nothing when nothing changed', async () => {
    const purger = cloudflarePurger({ zoneId: ZONE, apiToken: TOKEN, siteUrl: 'https://chemmarket.example', apiUrl });
    expect(await purger.purge({ kind: 'full', version: 8, reason: 'source changed', paths: ['/*'] })).toEqual({ requests: 1, urls: 0 });
    expect(received).toEqual([{ path: `/client/v4/zones/${ZONE}/purge_cache`, body: { purge_everything: true } }]);
    expect(await purger.purge({ kind: 'none', version: 8, paths: [] })).toEqual({ requests: 0, urls: 0 });
    expect(received).toHaveLength(1);
  });

  it('waits as told when rate-limited, then sends again', async () => {
    rateLimitNext = 1;
    const purger = cloudflarePurger({ zoneId: ZONE, apiToken: TOKEN, siteUrl: 'https://chemmarket.example', apiUrl });
    const started = Date.now();
    await purger.purge(partial(['/markets/']));
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(received).toHaveLength(1);
  });

  it('says why when Cloudflare refuses (a wrong token), and is off without a zone and a token', async () => {
    const purger = cloudflarePurger({ zoneId: ZONE, apiToken: 'wrong', siteUrl: 'https://chemmarket.example', apiUrl });
    await expect(purger.purge(partial(['/markets/']))).rejects.toThrow('Cloudflare refused the purge: 10000 Authentication error');
    expect(cdnPurgerFromEnv({}, 'https://chemmarket.example')).toBeNull();
    expect(cdnPurgerFromEnv({ CLOUDFLARE_ZONE_ID: ZONE }, 'https://chemmarket.example')).toBeNull();
    const configured = cdnPurgerFromEnv(
      { CLOUDFLARE_ZONE_ID: ZONE, CLOUDFLARE_API_TOKEN: TOKEN, CLOUDFLARE_API_URL: apiUrl },
      'https://chemmarket.example',
    );
    await configured!.purge(partial(['/suppliers/']));
    expect(received.at(-1)!.body).toEqual({ files: ['https://chemmarket.example/suppliers/'] });
  });
});
