import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../src/gateway/db/schema/platform.ts';
import { createDiskStorage } from '../../src/gateway/platform/files/disk-storage.ts';
import { createUploads, safeDisplayName } from '../../src/gateway/platform/files/uploads.ts';
import type { Db } from '../../src/gateway/db/client.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';
import { minimalPdf } from '../fixtures/pdf.ts';

describe.each(backends)('file uploads on %s', (backend) => {
  let gw: TestGateway;
  let base: string;
  let token: string;
  let companyId: string;
  const storageDir = mkdtempSync(join(tmpdir(), 'uploads-test-'));

  // Landscape 3000×1500 marked "rotate 90°", carrying a copyright and a GPS position.
  let cameraJpeg: Buffer;
  let png: Buffer;
  const pdf = minimalPdf();

  beforeAll(async () => {
    gw = await startGateway(backend, 5, { storage: createDiskStorage(storageDir) });
    base = await gw.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await gw.app.services.accounts.createUser(gw.database.db, {
      email: `uploader-${backend}@chem.test`,
      fullName: 'Ada Uploader',
      passwordHash: null,
      accountType: 'company',
      businessUserType: 'seller',
      companyName: 'Uploader Chemicals',
      verified: true,
    });
    token = (await gw.app.services.sessions.issue(user.id, '127.0.0.1')).jwToken;
    companyId = (await gw.app.services.members.load(user.id))!.companyId!;

    cameraJpeg = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Secret Owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 0/1' } })
      .toBuffer();
    png = await sharp({ create: { width: 400, height: 300, channels: 4, background: '#ff8800' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await gw?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  async function upload(kind: string, bytes: Buffer, name: string, type: string, auth = true) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${base}/api/v1/fileupload/${kind}`, {
      method: 'POST',
      body: form,
      headers: auth ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.status, body: (await response.json()) as { succeeded: boolean; message: string | null; data: any } };
  }

  const stored = async () => ({ rows: await gw.database.db.$count(files), onDisk: readdirSync(storageDir).length });

  async function expectRefused(
    attempt: Promise<{ status: number; body: { succeeded: boolean; message: string | null } }>,
    status: number,
    message: RegExp,
  ) {
    const before = await stored();
    const { status: actual, body } = await attempt;
    expect(actual, body.message ?? '').toBe(status);
    expect(body.succeeded).toBe(false);
    expect(body.message).toMatch(message);
    expect(await stored()).toEqual(before);
  }

  it('re-encodes a camera JPEG as an upright WebP of at most 2000 px with no EXIF', async () => {
    const { status, body } = await upload('photo', cameraJpeg, 'IMG_0042.jpg', 'image/jpeg');
    expect(status, body.message ?? '').toBe(200);
    expect(body.data).toMatchObject({
      kind: 'photo',
      contentType: 'image/webp',
      originalName: 'IMG_0042.jpg',
      url: `/api/v1/files/${body.data.id}`,
    });

    const download = await fetch(`${base}${body.data.url}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/webp');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(download.headers.get('content-disposition')).toMatch(/^inline/);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe(body.data.size);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1000, height: 2000 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes('Secret Owner')).toBe(false);

    const [row] = await gw.database.db.select().from(files).where(eq(files.id, body.data.id));
    expect(row).toMatchObject({ kind: 'photo', contentType: 'image/webp', companyId, size: bytes.length });
  });

  it('accepts a PNG photo', async () => {
    const { status, body } = await upload('photo', png, 'logo.png', 'image/png');
    expect(status, body.message ?? '').toBe(200);
    expect(body.data.contentType).toBe('image/webp');
    const meta = await sharp(Buffer.from(await (await fetch(`${base}${body.data.url}`)).arrayBuffer())).metadata();
    expect(meta).toMatchObject({ width: 400, height: 300 }); // never enlarged
  });

  it('stores a PDF document and serves it as a download', async () => {
    const { status, body } = await upload('document', pdf, 'TDS <Glycol>\u202Egpj.pdf', 'application/pdf');
    expect(status, body.message ?? '').toBe(200);
    expect(body.data).toMatchObject({
      kind: 'document',
      contentType: 'application/pdf',
      size: pdf.length,
      originalName: 'TDS _Glycol_gpj.pdf',
    });
    const download = await fetch(`${base}${body.data.url}`);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="TDS _Glycol_gpj\.pdf"/);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('refuses a program renamed photo.png, whatever the browser says it is', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), randomBytes(4096)]);
    await expectRefused(upload('photo', exe, 'photo.png', 'image/png'), 415, /JPEG, PNG or WebP/);
  });

  it('refuses a PDF sent as a photo, and a photo sent as a document', async () => {
    await expectRefused(upload('photo', pdf, 'sheet.pdf', 'application/pdf'), 415, /JPEG, PNG or WebP/);
    await expectRefused(upload('document', png, 'logo.pdf', 'application/pdf'), 415, /PDF/);
  });

  it('refuses an image that cannot be decoded', async () => {
    await expectRefused(upload('photo', png.subarray(0, 60), 'broken.png', 'image/png'), 415, /could not be read/);
  });

  it('refuses a photo over 5 MiB with 413 and stores nothing', async () => {
    const side = 1500; // random noise does not compress: about 6.4 MiB of PNG
    const noise = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(5 * 1024 * 1024);
    await expectRefused(upload('photo', noise, 'noise.png', 'image/png'), 413, /5 MiB/);
  });

  it('refuses a document over 10 MiB with 413 and stores nothing', async () => {
    const padded = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    await expectRefused(upload('document', padded, 'huge.pdf', 'application/pdf'), 413, /10 MiB/);
  });

  it('takes a document of exactly 10 MiB and refuses one byte more, every time under concurrent uploads', async () => {
    const limit = 10 * 1024 * 1024;
    const exact = Buffer.concat([pdf, Buffer.alloc(limit - pdf.length)]);
    const over = Buffer.concat([exact, Buffer.alloc(1)]);
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => upload('document', over, 'over.pdf', 'application/pdf')),
      upload('document', exact, 'exact.pdf', 'application/pdf'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([413, 413, 413, 413, 413, 413, 200]);
    const stored = answers[6]!.body.data;
    const download = await gw.app.inject({ method: 'GET', url: `/api/v1/files/${stored.id}` });
    expect(download.rawPayload.length).toBe(limit);
  });

  it('asks for a multipart body', async () => {
    const response = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/fileupload/photo',
      payload: { file: 'x' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('multipart/form-data');
  });

  it('asks anonymous uploaders to sign in', async () => {
    await expectRefused(upload('photo', png, 'logo.png', 'image/png', false), 401, /Sign in/);
  });

  it('answers 404 for unknown and malformed file ids', async () => {
    for (const id of ['0190a5b2-0000-7000-8000-000000000000', 'not-a-uuid', '..%2F..%2Fetc%2Fpasswd']) {
      const response = await fetch(`${base}/api/v1/files/${id}`);
      expect(response.status, id).toBe(404);
      expect((await response.json()).succeeded).toBe(false);
    }
  });
});

describe('display names of uploads', () => {
  it('keep no folders, quotes, control or bidi characters, and keep the extension when shortened', () => {
    expect(safeDisplayName('C:\\Users\\ada\\..\\"report"\u0000\u202E.pdf', 'document')).toBe('_report_.pdf');
    expect(safeDisplayName('../../.env', 'document')).toBe('env');
    expect(safeDisplayName('   ', 'photo')).toBe('photo');
    const long = safeDisplayName(`${'a'.repeat(300)}.pdf`, 'document');
    expect(long).toHaveLength(120);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});

describe('file uploads without storage', () => {
  it('answer 503 before touching the database', async () => {
    const uploads = createUploads(null as unknown as Db, null);
    const refusal = { statusCode: 503, message: 'File uploads are not configured.' };
    await expect(uploads.get('0190a5b2-0000-7000-8000-000000000000')).rejects.toMatchObject(refusal);
    await expect(
      uploads.save({ kind: 'document', bytes: minimalPdf(), originalName: 'a.pdf', ownerId: 'x', companyId: null }),
    ).rejects.toMatchObject(refusal);
  });
});
