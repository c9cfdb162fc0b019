/**
 * One-time codes: six digits sent by email (an SMS sender can stand behind the same `send`), valid
 * ten minutes, five attempts, single use, stored as an HMAC keyed with the server's secret. A code
 * is first validated (`validate`), then consumed by the operation it authorises (`consume`), in
 * that operation's transaction.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { OTP_MAX_ATTEMPTS, OTP_MINUTES } from '../../contracts/wallet.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { oneTimeCodes, type OtpPurpose } from '../db/schema/wallet.ts';
import { HttpError, fieldError, notFound } from '../platform/errors.ts';
import type { Mail } from '../platform/mail/mailer.ts';
import type { RateLimiter } from '../platform/rate-limiter.ts';
import { oneTimeCodeMessage } from '../platform/mail/email-templates.ts';
import { maskPhone, type SmsSender } from '../providers/sms.ts';
import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from '../platform/loggable-error.ts';

const PURPOSE_TEXT: Record<OtpPurpose, string> = {
  'change-pin': 'change your wallet PIN',
  'large-outflow': 'confirm a large payment from your wallet',
  'reset-pin': 'reset your wallet PIN',
  'add-beneficiary': 'add a bank account to pay out to',
  'accept-financing': 'accept a financing offer',
};

/** Sends per person per ten minutes. */
const SENDS_PER_TEN_MINUTES = 5;

export interface OneTimeCodeDeps {
  db: Db;
  secret: Uint8Array;
  limiter: RateLimiter;
  clock: () => Date;
  mail: Mail;
  /** Sends codes by SMS too, to people who gave a mobile number; null: email only. */
  sms: SmsSender | null;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export function createOneTimeCodes(deps: OneTimeCodeDeps) {
  const { db } = deps;
  const digest = (id: string, code: string) => createHmac('sha256', deps.secret).update(`${id}:${code}`).digest('hex');

  return {
    /** Sends a new code; answers where it went (masked) and when it expires. */
    async send(userId: string, purpose: OtpPurpose) {
      await deps.limiter.enforce(
        `otp:${userId}`,
        { limit: SENDS_PER_TEN_MINUTES, windowSeconds: 600 },
        'Too many codes asked for. Wait a few minutes and try again.',
      );
      const [person] = await db.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId));
      if (!person) throw notFound('No such account.');
      const id = uuidv7();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(deps.clock().getTime() + OTP_MINUTES * 60_000);
      await db.transaction(async (tx) => {
        await tx.insert(oneTimeCodes).values({ id, userId, purpose, codeHash: digest(id, code), expiresAt });
        await deps.mail.enqueue(tx, {
          ...oneTimeCodeMessage(person.email, code, PURPOSE_TEXT[purpose], OTP_MINUTES),
          secretUntil: expiresAt,
        });
      });
      // By SMS as well, after the code is stored; the email already carries it if the SMS fails.
      let texted = false;
      if (deps.sms && person.phone) {
        try {
          await deps.sms.send(
            person.phone,
            `Your ChemMarket Africa code to ${PURPOSE_TEXT[purpose]} is ${code}. It expires in ${OTP_MINUTES} minutes. Never share it.`,
          );
          texted = true;
        } catch (error) {
          deps.log.warn({ err: loggableError(error), otpId: id }, 'one-time code SMS not sent; the email has it');
        }
      }
      const sentTo = texted ? `${maskEmail(person.email)} and ${maskPhone(person.phone!)}` : maskEmail(person.email);
      return { otpId: id, expiresAt: expiresAt.toISOString(), sentTo };
    },

    /**
     * Checks a code. The attempt is taken before the code is compared, by one statement that counts
     * it only while the code is unused, unexpired and has attempts left, so codes guessed together
     * cannot check more than OTP_MAX_ATTEMPTS between them; the right code after them is refused
     * too. The right one is marked validated.
     */
    async validate(userId: string, otpId: string, code: string): Promise<void> {
      const now = deps.clock();
      const [taken] = await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(
          and(
            eq(oneTimeCodes.id, otpId),
            eq(oneTimeCodes.userId, userId),
            isNull(oneTimeCodes.usedAt),
            gt(oneTimeCodes.expiresAt, now),
            lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS),
          ),
        )
        .returning({ codeHash: oneTimeCodes.codeHash, attempts: oneTimeCodes.attempts });
      if (!taken) {
        const [row] = await db
          .select()
          .from(oneTimeCodes)
          .where(and(eq(oneTimeCodes.id, otpId), eq(oneTimeCodes.userId, userId)));
        if (!row) throw notFound('No such code. Ask for a new one.');
        if (row.usedAt) throw new HttpError(409, 'This code was already used. Ask for a new one.');
        if (row.expiresAt <= now) throw new HttpError(410, 'This code has expired. Ask for a new one.');
        throw new HttpError(429, 'Too many wrong codes. Ask for a new one.');
      }
      const given = Buffer.from(digest(otpId, code), 'hex');
      if (!timingSafeEqual(given, Buffer.from(taken.codeHash, 'hex'))) {
        const left = OTP_MAX_ATTEMPTS - taken.attempts;
        throw fieldError(
          'code',
          left > 0 ? `is not right: ${left} ${left === 1 ? 'try' : 'tries'} left` : 'is not right. Ask for a new code.',
        );
      }
      await db.update(oneTimeCodes).set({ validatedAt: now }).where(eq(oneTimeCodes.id, otpId));
    },

    /** Uses a validated code for its purpose, once, inside the operation's transaction; 403 otherwise. */
    async consume(tx: Db, userId: string, otpId: string | undefined, purpose: OtpPurpose): Promise<void> {
      const used = otpId
        ? await tx
            .update(oneTimeCodes)
            .set({ usedAt: deps.clock() })
            .where(
              and(
                eq(oneTimeCodes.id, otpId),
                eq(oneTimeCodes.userId, userId),
                eq(oneTimeCodes.purpose, purpose),
                isNotNull(oneTimeCodes.validatedAt),
                isNull(oneTimeCodes.usedAt),
                gt(oneTimeCodes.expiresAt, deps.clock()),
              ),
            )
            .returning({ id: oneTimeCodes.id })
        : [];
      if (used.length === 0)
        throw new HttpError(403, `Enter the one-time code we sent you to ${PURPOSE_TEXT[purpose]}.`, {
          otpId: ['needs a validated one-time code'],
        });
    },
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;

/** "ad***@example.com": enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(1, local.length - 2))}@${domain}`;
}
