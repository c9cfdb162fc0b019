/**
 * One-time codes by SMS, besides email: a person's mobile number in their profile, and a local
 * server speaking Termii's send API (`POST /api/sms/send`, the key in the body). Real HTTP both ways.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/gateway/db/schema/platform.ts';
import { createTermiiSms } from '../../src/gateway/providers/sms.ts';
import { db, member, send } from './commerce-fixtures.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';

const API_KEY = 'TLtestkey0000';

/** What Termii received, and whether it is down. */
function startTermii() {
  const received: { to: string; from: string; sms: string; channel: string }[] = [];
  const state = { down: false, received, url: '', server: null as Server | null };
  state.server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const answer = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (state.down) return answer(503, { message: 'Service unavailable' });
      if (req.method !== 'POST' || req.url !== '/api/sms/send') return answer(404, { message: 'Not found' });
      const message = JSON.parse(body) as { api_key: string; to: string; from: string; sms: string; channel: string; type: string };
      if (message.api_key !== API_KEY) return answer(401, { message: 'Invalid API key' });
      if (!/^\d{10,15}$/.test(message.to) || message.type !== 'plain') return answer(400, { message: 'Invalid request' });
      received.push({ to: message.to, from: message.from, sms: message.sms, channel: message.channel });
      answer(200, { message_id: `${Date.now()}${received.length}`, message: 'Successfully Sent', balance: 100, user: 'ChemMarket' });
    });
  });
  return new Promise<typeof state>((resolve) =>
    state.server!.listen(0, '127.0.0.1', () => {
      state.url = `http://127.0.0.1:${(state.server!.address() as AddressInfo).port}`;
      resolve(state);
    }),
  );
}

describe.each(backends)('one-time codes by SMS on %s', (backend) => {
  let gw: TestGateway;
  let termii: Awaited<ReturnType<typeof startTermii>>;

  beforeAll(async () => {
    termii = await startTermii();
    gw = await startGateway(backend, 10, {
      sms: createTermiiSms({ apiKey: API_KEY, baseUrl: termii.url, senderId: 'ChemMarket', timeoutMs: 2000 }),
      logger: { level: 'silent' },
    });
  });
  afterAll(async () => {
    await gw.close();
    await new Promise((resolve) => termii.server!.close(resolve));
  });

  const emailedCode = async (email: string) => {
    const [mail] = await db(gw)
      .select({ text: outbox.text })
      .from(outbox)
      .where(eq(outbox.to, email))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    return /code to .* is (\d{6})/.exec(mail!.text)![1]!;
  };

  it('keeps a mobile number in the profile, written as people type it and stored in E.164', async () => {
    const person = await member(gw, 'phone-owner@sms.test', 'owner');
    const profile = { fullName: 'Chioma Obi', timezone: 'Africa/Lagos' };
    const wrong = await send(gw, 'POST', '/v1/settings/update-profile', person.auth, { ...profile, phone: '12345' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.phone[0]).toContain('mobile number');
    expect((await send(gw, 'POST', '/v1/settings/update-profile', person.auth, { ...profile, phone: '0803 123 4567' })).status).toBe(200);
    expect((await send(gw, 'GET', '/v1/Account/me', person.auth)).body.data.phone).toBe('+2348031234567');
    // Saving the profile without the field keeps the number; an empty one removes it.
    await send(gw, 'POST', '/v1/settings/update-profile', person.auth, profile);
    expect((await send(gw, 'GET', '/v1/Account/me', person.auth)).body.data.phone).toBe('+2348031234567');
    await send(gw, 'POST', '/v1/settings/update-profile', person.auth, { ...profile, phone: '' });
    expect((await send(gw, 'GET', '/v1/Account/me', person.auth)).body.data.phone).toBeNull();
  });

  it('texts the code to a person with a mobile number, and still emails it; without a number, email only', async () => {
    const person = await member(gw, 'texted@sms.test', 'owner');
    await send(gw, 'POST', '/v1/wallet/new', person.auth);
    await send(gw, 'POST', '/v1/settings/update-profile', person.auth, {
      fullName: 'Texted Person',
      timezone: 'Africa/Lagos',
      phone: '+234 809 000 1122',
    });
    const sent = await send(gw, 'POST', '/v1/wallet/send-otp', person.auth, { purpose: 'change-pin' });
    expect(sent.status).toBe(200);
    expect(sent.body.data.sentTo).toContain('+234 ••• ••• 1122');
    const text = termii.received.at(-1)!;
    expect(text).toMatchObject({ to: '2348090001122', from: 'ChemMarket', channel: 'dnd' });
    const code = /is (\d{6})\./.exec(text.sms)![1]!;
    expect(code).toBe(await emailedCode('texted@sms.test'));
    expect((await send(gw, 'POST', '/v1/wallet/validate-otp', person.auth, { otpId: sent.body.data.otpId, code })).status).toBe(200);

    const quiet = await member(gw, 'emailed@sms.test', 'owner');
    const before = termii.received.length;
    const emailed = await send(gw, 'POST', '/v1/wallet/send-otp', quiet.auth, { purpose: 'change-pin' });
    expect(emailed.status).toBe(200);
    expect(emailed.body.data.sentTo).not.toContain('•••');
    expect(termii.received.length).toBe(before);
  });

  it('still answers with the emailed code when the SMS provider is down', async () => {
    const person = await member(gw, 'unlucky@sms.test', 'owner');
    await send(gw, 'POST', '/v1/settings/update-profile', person.auth, {
      fullName: 'Unlucky Person',
      timezone: 'Africa/Lagos',
      phone: '08031112233',
    });
    termii.down = true;
    try {
      const sent = await send(gw, 'POST', '/v1/wallet/send-otp', person.auth, { purpose: 'large-outflow' });
      expect(sent.status).toBe(200);
      expect(sent.body.data.sentTo).not.toContain('•••');
      const code = await emailedCode('unlucky@sms.test');
      expect((await send(gw, 'POST', '/v1/wallet/validate-otp', person.auth, { otpId: sent.body.data.otpId, code })).status).toBe(200);
    } finally {
      termii.down = false;
    }
  });
});
