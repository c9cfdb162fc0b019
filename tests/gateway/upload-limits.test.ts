/**
 * What uploads refuse beyond type and size: malformed multipart bodies, PDFs that run something,
 * more uploads than the allowance, more bytes than the company's quota; and files nothing refers
 * to are removed after a day.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src/gateway/db/schema/companies.ts';
import { files } from '../../src/gateway/db/schema/platform.ts';
import { createDiskStorage } from '../../src/gateway/platform/files/disk-storage.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';
import { minimalPdf } from '../fixtures/pdf.ts';

const pdfWith = (catalogExtra: string) =>
  Buffer.from(minimalPdf().toString('latin1').replace('/Pages 2 0 R >>', `/Pages 2 0 R ${catalogExtra} >>`), 'latin1');

describe.each(backends)('upload limits on %s', (backend) => {
  let gw: TestGateway;
  let base: string;
  const storageDir = mkdtempSync(join(tmpdir(), 'upload-limits-'));
  let counter = 0;

  beforeAll(async () => {
    gw = await startGateway(backend, 5, { storage: createDiskStorage(storageDir), uploadsPerTenMinutes: 8, storageQuotaBytes: 2000 });
    base = await gw.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await gw?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  /** A seller in a company of its own, with a token. */
  async function seller() {
    const user = await gw.app.services.accounts.createUser(gw.database.db, {
      email: `limits-${++counter}-${backend}@chem.test`,
      fullName: 'Limit Tester',
      passwordHash: null,
      accountType: 'company',
      businessUserType: 'seller',
      companyName: `Limit Co ${counter}`,
      verified: true,
    });
    const token = (await gw.app.services.sessions.issue(user.id, '127.0.0.1')).jwToken;
    return { token, companyId: (await gw.app.services.members.load(user.id))!.companyId! };
  }

  async function upload(token: string, bytes: Buffer, kind = 'document', name = 'sheet.pdf') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
    const response = await fetch(`${base}/api/v1/fileupload/${kind}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as { succeeded: boolean; message: string | null; data: any },
    };
  }

  /** Sends a raw body, as a broken client would. */
  function rawPost(token: string, contentType: string, body: string) {
    return new Promise<{ status: number; body: any }>((resolve, reject) => {
      const url = new URL(`${base}/api/v1/fileupload/document`);
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': contentType,
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c) => {
            text += c;
          });
          res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  const stored = async () => ({ rows: await gw.database.db.$count(files), onDisk: readdirSync(storageDir).length });

  it('answers a multipart body without a boundary with 400 in the envelope', async () => {
    const { token } = await seller();
    const response = await rawPost(
      token,
      'multipart/form-data',
      '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n',
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ succeeded: false, data: null });
    expect(response.body.message).toMatch(/multipart/);
  });

  it('answers a truncated multipart body with 400 in the envelope', async () => {
    const { token } = await seller();
    const before = await stored();
    const response = await rawPost(
      token,
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\nhalf a file',
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ succeeded: false, data: null });
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['an OpenAction running JavaScript', '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'],
    ['a name spelled with #xx escapes', '/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>'],
    ['an automatic action', '/AA << /O << /S /Named /N /Print >> >>'],
    ['a launch action', '/OpenAction << /S /Launch /F (cmd.exe) >>'],
  ])('refuses a PDF with %s with 415 and stores nothing', async (_what, extra) => {
    const { token } = await seller();
    const before = await stored();
    const { status, body } = await upload(token, pdfWith(extra));
    expect(status).toBe(415);
    expect(body.succeeded).toBe(false);
    expect(body.message).toMatch(/^This PDF is refused because it contains (JavaScript|automatic actions)/);
    expect(await stored()).toEqual(before);
  });

  it('refuses a PDF that is also an HTML page', async () => {
    const { token } = await seller();
    const polyglot = Buffer.from(
      `%PDF-1.4\n%<html><script>alert(document.domain)</script>\n${minimalPdf().toString('latin1').slice(9)}`,
      'latin1',
    );
    const { status, body } = await upload(token, polyglot);
    expect(status).toBe(415);
    expect(body.message).toMatch(/HTML page/);
  });

  it('limits uploads per person with 429 and Retry-After', async () => {
    const { token } = await seller();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await upload(token, Buffer.alloc(0))).status);
    expect(statuses.every((s) => s === 400)).toBe(true); // empty files: refused, but counted
    const limited = await upload(token, minimalPdf());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toBe('Too many uploads: at most 8 every 10 minutes. Please wait and try again.');
  });

  it("refuses a file past the company's storage quota with 413", async () => {
    const { token } = await seller();
    const pdfSize = minimalPdf().length;
    const fits = Math.floor(2000 / pdfSize);
    for (let i = 0; i < fits; i++) expect((await upload(token, minimalPdf())).status).toBe(200);
    const full = await upload(token, minimalPdf());
    expect(full.status).toBe(413);
    expect(full.body.message).toMatch(/^Your company's storage is full: files may take .* MiB in all\./);
  });

  it('removes files nothing refers to a day after upload, and keeps referenced ones', async () => {
    const { token, companyId } = await seller();
    const logo = (await upload(token, minimalPdf())).body.data;
    const orphan = (await upload(token, minimalPdf())).body.data;
    await gw.database.db.update(companies).set({ logoFileId: logo.id }).where(eq(companies.id, companyId));

    expect(await gw.app.services.uploads.removeUnreferenced(new Date())).toBe(0);
    expect((await fetch(`${base}${orphan.url}`)).status).toBe(200);

    const removed = await gw.app.services.uploads.removeUnreferenced(new Date(Date.now() + 25 * 3600 * 1000));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect((await fetch(`${base}${orphan.url}`)).status).toBe(404);
    expect(readdirSync(storageDir)).not.toContain(orphan.id);
    const kept = await fetch(`${base}${logo.url}`);
    expect(kept.status).toBe(200);
  });
});
