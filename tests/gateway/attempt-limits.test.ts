/**
 * Attempt limits under a burst: the wallet PIN and one-time codes guessed by many requests at once,
 * on PGlite and on PostgreSQL (where the requests really run side by side on a pool). However they
 * arrive, at most five wrong PINs and five wrong codes are ever checked; the right one after them is
 * refused until the block ends (or a new code is asked for); the owners hear of the block once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/gateway/db/schema/platform.ts';
import { wallets } from '../../src/gateway/db/schema/wallet.ts';
import { hashPassword } from '../../src/gateway/platform/auth/passwords.ts';
import { type Auth, db, member, send } from './commerce-fixtures.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';

const PIN = '482916';
const WRONG = '604187';

describe.each(backends)('attempt limits on %s', (backend) => {
  let gw: TestGateway;
  let offset = 0;
  let people = 0;

  beforeAll(async () => {
    gw = await startGateway(backend, 10, { clock: () => new Date(Date.now() + offset), logger: { level: 'error' } });
  });
  afterAll(async () => {
    await gw.close();
  });

  async function walletOwner(name: string) {
    const email = `${name}-${++people}@limits.test`;
    const person = await member(gw, email, 'owner');
    expect((await send(gw, 'POST', '/v1/wallet/new', person.auth)).status).toBe(200);
    expect((await send(gw, 'POST', '/v1/wallet/set-pin', person.auth, { pin: PIN })).status).toBe(200);
    return { ...person, email };
  }
  const limits = (auth: Auth, pin: string) =>
    send(gw, 'POST', '/v1/wallet/limits', auth, { pin, warningLimit: null, perTransactionLimit: null, dailyLimit: null });
  const tally = (statuses: number[]) => {
    const counted: Record<number, number> = {};
    for (const status of statuses) counted[status] = (counted[status] ?? 0) + 1;
    return counted;
  };

  it('checks exactly 5 of 100 wrong PINs sent at once, refuses the rest and then the right PIN, and tells the owners once', async () => {
    const owner = await walletOwner('burst');
    const answers = await Promise.all(Array.from({ length: 100 }, () => limits(owner.auth, WRONG)));
    expect(tally(answers.map((a) => a.status))).toEqual({ 400: 5, 429: 95 });
    for (const wrong of answers.filter((a) => a.status === 400)) expect(wrong.body.errors.pin).toEqual(['is not right']);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.body.message).toContain('blocked');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The right PIN is refused while the block lasts, from every route that asks for it.
    expect((await limits(owner.auth, PIN)).status).toBe(429);
    const mails = await db(gw)
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.to, owner.email), sql`${outbox.subject} like '%PIN blocked%'`));
    expect(mails).toHaveLength(1);
    // Once it ends, the right PIN works and the count starts again.
    offset = 31 * 60_000;
    expect((await limits(owner.auth, PIN)).status).toBe(200);
    expect((await limits(owner.auth, WRONG)).body.message).toContain('4 attempts left');
    offset = 0;
  });

  it('answers the right PIN in a burst of wrong ones only if it was checked before the fifth wrong one', async () => {
    const owner = await walletOwner('mixed');
    // 39 wrong and the right one in eighth place, all at once.
    const pins = Array.from({ length: 40 }, (_, i) => (i === 7 ? PIN : WRONG));
    const answers = await Promise.all(pins.map((pin) => limits(owner.auth, pin)));
    const wrongChecked = answers.filter((a) => a.status === 400);
    const right = answers[7]!;
    // A right PIN clears the count: before it at most four wrong ones, after it five more.
    if (right.status === 200) expect(wrongChecked.length).toBeLessThanOrEqual(9);
    else {
      expect(right.status).toBe(429);
      expect(wrongChecked).toHaveLength(5);
    }
    // Whatever the order, one wrong PIN used the last attempt, and the PIN is blocked.
    expect(wrongChecked.filter((a) => a.body.message.includes('now blocked'))).toHaveLength(1);
    expect((await send(gw, 'GET', '/v1/wallet/details', owner.auth)).body.data.wallet.pinBlockedUntil).not.toBeNull();
    expect((await limits(owner.auth, PIN)).status).toBe(429);
  });

  it('moves a PIN stored as argon2id to the keyed hash at its next correct entry', async () => {
    const owner = await walletOwner('legacy');
    const [wallet] = await db(gw).select().from(wallets).where(eq(wallets.companyId, owner.companyId));
    await db(gw)
      .update(wallets)
      .set({ pinHash: await hashPassword(PIN) })
      .where(eq(wallets.id, wallet!.id));
    expect((await limits(owner.auth, WRONG)).status).toBe(400);
    expect((await limits(owner.auth, PIN)).status).toBe(200);
    const [moved] = await db(gw).select({ pinHash: wallets.pinHash }).from(wallets).where(eq(wallets.id, wallet!.id));
    expect(moved!.pinHash).toMatch(/^hmac-sha256\$[0-9a-f]{12}\$[\w-]{43}$/);
    expect((await limits(owner.auth, PIN)).status).toBe(200);
    expect((await limits(owner.auth, '000000')).status).toBe(400);
  });

  it('checks at most 5 of 200 one-time codes guessed at once, and refuses the right code after them', async () => {
    const owner = await walletOwner('codes');
    const sent = await send(gw, 'POST', '/v1/wallet/send-otp', owner.auth, { purpose: 'change-pin' });
    expect(sent.status).toBe(200);
    const otpId = sent.body.data.otpId as string;
    const [mail] = await db(gw)
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.to, owner.email), sql`${outbox.subject} like '%is your ChemMarket Africa code'`));
    const code = /is (\d{6})\./.exec(mail!.text)![1]!;
    const guesses = Array.from({ length: 200 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(
      guesses.map((guess) => send(gw, 'POST', '/v1/wallet/validate-otp', owner.auth, { otpId, code: guess })),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 400: 5, 429: 195 });
    const right = await send(gw, 'POST', '/v1/wallet/validate-otp', owner.auth, { otpId, code });
    expect(right.status).toBe(429);
    expect(right.body.message).toContain('Ask for a new one');
  });
});
