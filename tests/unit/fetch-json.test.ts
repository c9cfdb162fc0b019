import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetchJson, HttpError } from '../../src/lib/fetch-json.ts';

/** A small server that tells back what it received, or answers as the path asks. */
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://x');
      if (url.pathname === '/api/fail') {
        res.writeHead(422, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ succeeded: false, message: 'Check the fields.', errors: { name: ['is required'] }, data: null }));
        return;
      }
      if (url.pathname === '/api/empty') {
        res.writeHead(204);
        res.end();
        return;
      }
      if (url.pathname === '/api/file') {
        res.writeHead(200, { 'content-type': 'text/csv' });
        res.end('a,b\n1,2\n');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          method: req.method,
          search: url.search,
          contentType: req.headers['content-type'] ?? null,
          accept: req.headers.accept ?? null,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('fetch for the gateway', () => {
  it('sends a query without its empty values, repeating arrays, and a JSON body with its type', async () => {
    const fetchJson = createFetchJson(base, { headers: { Accept: 'application/json' } });
    const echo = await fetchJson<Record<string, string | null>>('/echo', {
      method: 'POST',
      query: { PageNumber: 2, Search: 'acid & base', Status: undefined, Market: null, Tag: ['a', 'b'] },
      body: { items: [{ packageId: 5 }] },
    });
    expect(echo).toEqual({
      method: 'POST',
      search: '?PageNumber=2&Search=acid+%26+base&Tag=a&Tag=b',
      contentType: 'application/json',
      accept: 'application/json',
      body: '{"items":[{"packageId":5}]}',
    });
  });

  it('sends a form as it is, letting the browser name its boundary', async () => {
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'a.pdf');
    const echo = await createFetchJson(base)<{ contentType: string; body: string }>('/echo', { method: 'POST', body: form });
    expect(echo.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(echo.body).toContain('%PDF-1.4');
  });

  it('throws an error carrying the status and the envelope for an answer of 400 and above', async () => {
    const error = await createFetchJson(base)('/fail').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 422,
      statusCode: 422,
      data: { message: 'Check the fields.', errors: { name: ['is required'] } },
    });
  });

  it('reads an empty answer as nothing and a file as a blob', async () => {
    const fetchJson = createFetchJson(base);
    expect(await fetchJson('/empty', { method: 'POST' })).toBeUndefined();
    const file = await fetchJson<Blob>('/file', { responseType: 'blob' });
    expect(file.type).toBe('text/csv');
    expect(await file.text()).toBe('a,b\n1,2\n');
  });
});
