/**
 * The one way the gateway asks a provider over HTTP (providers/provider-http.ts), against a real
 * local server: the request as the provider receives it, its JSON answer, and the error when the
 * provider is silent, unreachable or answers something that is not JSON; no error repeats a key.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderUnavailable } from '../../src/gateway/providers/ports.ts';
import { ProviderError, providerHttp } from '../../src/gateway/providers/provider-http.ts';

const KEY = 'sk_test_never_in_an_error_0123456789';
const PERSON = '22212345678';

let server: Server;
let base: string;
/** A port nothing listens on (a server's, closed again). */
let closed: string;
/** What the server received last. */
let received: { method: string; url: string; headers: Record<string, unknown>; body: string } | null = null;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received = { method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      const path = new URL(req.url!, 'http://x').pathname;
      if (path === '/silent') return; // holds the request until the client gives up
      if (path === '/html') {
        res.writeHead(502, { 'content-type': 'text/html' });
        res.end(`<html>Bad gateway for ${KEY}</html>`);
        return;
      }
      res.writeHead(path === '/refuse' ? 400 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(path === '/refuse' ? { status: false, message: 'Invalid key' } : { status: true, data: { id: 7 } }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const gone = createServer().listen(0, '127.0.0.1');
  await once(gone, 'listening');
  closed = `http://127.0.0.1:${(gone.address() as AddressInfo).port}`;
  await new Promise((resolve) => gone.close(resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const provider = (baseUrl = base) =>
  providerHttp({ provider: 'Acme', baseUrl, timeoutMs: 300, headers: { authorization: `Bearer ${KEY}` } });

/** The error a call ends with; fails the test when it succeeds. */
async function failure(call: Promise<unknown>): Promise<ProviderError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  expect(error).toBeInstanceOf(ProviderUnavailable);
  return error as ProviderError;
}

describe('asking a provider over HTTP', () => {
  it('sends the query, the headers and a JSON body, and answers the status and the parsed JSON', async () => {
    const answer = await provider()({ method: 'POST', path: '/v1/things', query: { page: '2' }, body: { name: 'Adaeze' } });
    expect(answer).toEqual({ status: 200, ok: true, body: { status: true, data: { id: 7 } } });
    expect(received).toMatchObject({
      method: 'POST',
      url: '/v1/things?page=2',
      headers: { authorization: `Bearer ${KEY}`, accept: 'application/json', 'content-type': 'application/json' },
    });
    expect(JSON.parse(received!.body)).toEqual({ name: 'Adaeze' });
  });

  it('sends no body and no content type on a GET', async () => {
    await provider()({ path: '/v1/things' });
    expect(received).toMatchObject({ method: 'GET', body: '' });
    expect(received!.headers['content-type']).toBeUndefined();
  });

  it('hands a refusal in JSON to the adapter to read, without throwing', async () => {
    expect(await provider()({ path: '/refuse' })).toEqual({ status: 400, ok: false, body: { status: false, message: 'Invalid key' } });
  });

  it('throws a ProviderError naming the provider, the call and the status when the answer is not JSON', async () => {
    const error = await failure(provider()({ path: '/html', query: { bvn: PERSON } }));
    expect(error).toMatchObject({ provider: 'Acme', status: 502 });
    expect(error.message).toBe('Acme GET /html answered 502 with a body that is not JSON');
  });

  it('throws a ProviderError without a status when the provider does not answer in time', async () => {
    const error = await failure(provider()({ path: '/silent' }));
    expect(error).toMatchObject({ provider: 'Acme', status: null });
    expect(error.message).toMatch(/^Acme GET \/silent failed: /);
  });

  it('throws a ProviderError saying why when the host cannot be reached', async () => {
    const error = await failure(provider(closed)({ method: 'POST', path: '/v1/things', body: { api_key: KEY } }));
    expect(error).toMatchObject({ provider: 'Acme', status: null });
    expect(error.message).toMatch(/^Acme POST \/v1\/things failed: .*ECONNREFUSED/);
  });

  it('never repeats a key, a query or a body in its errors', async () => {
    const errors = await Promise.all([
      failure(provider()({ path: '/html', query: { bvn: PERSON } })),
      failure(provider()({ method: 'POST', path: '/silent', query: { bvn: PERSON }, body: { api_key: KEY } })),
      failure(provider(closed)({ path: '/v1/things', query: { bvn: PERSON } })),
    ]);
    for (const error of errors) {
      expect(error.message).not.toContain(KEY);
      expect(error.message).not.toContain(PERSON);
      expect(String(error.stack)).not.toContain(KEY);
    }
  });

  it('keeps a malformed key out of the error fetch itself raises', async () => {
    const broken = `Bearer ${KEY}\nX-Other: 1`;
    const http = providerHttp({ provider: 'Acme', baseUrl: base, timeoutMs: 300, headers: { authorization: broken } });
    const error = await failure(http({ path: '/v1/things' }));
    expect(error.message).toMatch(/^Acme GET \/v1\/things failed: /);
    expect(error.message).not.toContain(KEY);
  });

  it('throws the provider’s own subclass when it names one', async () => {
    class AcmeError extends ProviderError {}
    const http = providerHttp({ provider: 'Acme', baseUrl: base, timeoutMs: 300, error: (m, s) => new AcmeError('Acme', m, s) });
    expect(await failure(http({ path: '/html' }))).toBeInstanceOf(AcmeError);
  });
});
