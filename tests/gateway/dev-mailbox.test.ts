import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/gateway/app.ts';
import { appOptionsFromConfig } from '../../src/gateway/app-options.ts';
import { loadConfig } from '../../src/gateway/platform/config.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';

const SITE = 'http://127.0.0.1:4999';
const PASSWORD = 'Sturdy-Kiln-47-Ocean';

/** The app's options as `npm start` derives them from these settings. */
function optionsFrom(dir: string, env: Record<string, string>) {
  return { ...appOptionsFromConfig(loadConfig({ DATA_DIR: dir, PUBLIC_SITE_URL: SITE, ...env })), logger: false as const };
}

describe.each(backends)('the development mailbox on %s', (backend) => {
  const dir = mkdtempSync(join(tmpdir(), 'dev-mailbox-'));
  let gw: TestGateway;
  const open = (remoteAddress = '127.0.0.1', url = '/dev/mailbox', headers: Record<string, string> = {}) =>
    gw.app.inject({ method: 'GET', url, remoteAddress, headers });

  beforeAll(async () => {
    gw = await startGateway(backend, 5, optionsFrom(dir, { SMTP_URL: '' }));
    for (const email of ['ada@eze-foods.test', 'Bola@eze-foods.test']) {
      const registered = await gw.app.inject({
        method: 'POST',
        url: '/api/v1/Account/register',
        payload: { email, password: PASSWORD, fullName: 'Ada <b>Eze</b>', accountType: 'personal', businessUserType: 'buyer' },
      });
      expect(registered.statusCode, registered.body).toBe(200);
    }
  });
  afterAll(async () => {
    await gw?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows this machine the emails a server without SMTP_URL would have sent, newest first, bodies sandboxed', async () => {
    const response = await open();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const html = response.body;
    const newer = html.indexOf('To <strong>bola@eze-foods.test</strong>');
    const older = html.indexOf('To <strong>ada@eze-foods.test</strong>');
    expect(newer).toBeGreaterThan(-1);
    expect(older).toBeGreaterThan(newer);
    expect(html).toContain('<h2 id="m-');
    expect(html).toContain('Confirm your email address');
    // The message's own markup only inside the sandboxed frame's srcdoc, escaped; the name the person typed twice escaped there.
    expect(html).toMatch(
      /<iframe title="Confirm your email address" sandbox="allow-popups [^"]*" srcdoc="[^"]*&lt;a href=&quot;http:\/\/127\.0\.0\.1:4999\/confirm-email\?token=/,
    );
    expect(html).toContain('Ada &amp;lt;b&amp;gt;Eze&amp;lt;/b&amp;gt;');
    expect(html).not.toContain('<b>Eze</b>');
  });

  it('answers ::1 too, and shows one address with ?to= (any case)', async () => {
    const response = await open('::1', '/dev/mailbox?to=BOLA@eze-foods.test');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('bola@eze-foods.test');
    expect(response.body).not.toContain('ada@eze-foods.test');
  });

  it('answers 404 to any other address, also through a proxy forwarding for one', async () => {
    for (const address of ['10.0.0.5', '192.168.1.20', '::ffff:10.0.0.5', '2001:db8::1']) {
      const response = await open(address);
      expect(response.statusCode, address).toBe(404);
      expect(response.body).not.toContain('eze-foods.test');
    }
    const proxied = await open('127.0.0.1', '/dev/mailbox', { 'x-forwarded-for': '203.0.113.9, 127.0.0.1' });
    expect(proxied.statusCode).toBe(404);
  });

  it('is not part of the API document', async () => {
    const doc = (await gw.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths).some((path) => path.includes('mailbox'))).toBe(false);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
  });

  /** Another server on the same database, as `npm start` builds it from these settings. */
  async function mailboxStatusWith(env: Record<string, string>, nodeEnv?: string): Promise<number> {
    const before = process.env.NODE_ENV;
    if (nodeEnv) process.env.NODE_ENV = nodeEnv;
    try {
      const app = await buildApp({ ...optionsFrom(dir, env), db: gw.database.db });
      try {
        return (await app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '127.0.0.1' })).statusCode;
      } finally {
        await app.close();
      }
    } finally {
      process.env.NODE_ENV = before;
    }
  }

  it('answers 404 with SMTP_URL set, even to this machine', async () => {
    expect(await mailboxStatusWith({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toBe(404);
  });

  it('answers 404 with NODE_ENV=production, even without SMTP_URL', async () => {
    expect(await mailboxStatusWith({ SMTP_URL: '' }, 'production')).toBe(404);
    expect(await mailboxStatusWith({ SMTP_URL: '' })).toBe(200);
  });
});
