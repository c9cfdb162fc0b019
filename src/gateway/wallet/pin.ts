/**
 * The wallet PIN (docs/decisions/025-wallet-pins-and-attempt-limits.md): set once, changed with the
 * old one and a one-time code, and checked before any money leaves the wallet. The attempt is taken
 * before it is checked, in one statement, so PINs sent together cannot buy extra guesses.
 */
import { and, eq, sql } from 'drizzle-orm';
import { PIN_BLOCK_MINUTES, PIN_MAX_FAILURES } from '../../contracts/wallet.ts';
import type { Db } from '../db/client.ts';
import { type Wallet, wallets } from '../db/schema/wallet.ts';
import { checkPinHash, hashPin, isCurrentPinHash, type PinKeys, sameText } from '../platform/auth/pin-keys.ts';
import { HttpError, fieldError } from '../platform/errors.ts';
import type { Mail } from '../platform/mail/mailer.ts';
import type { Notifications } from '../platform/notifications/notifications.ts';
import { tell } from '../platform/parties/parties.ts';
import type { OneTimeCodes } from './one-time-codes.ts';
import { walletOwners } from './owners.ts';

export interface PinDeps {
  db: Db;
  clock: () => Date;
  /** Keys of the PINs' keyed hashes, kept apart from the database (platform/auth/pin-keys.ts). */
  pinKeys: PinKeys;
  codes: OneTimeCodes;
  notifications: Notifications;
  mail: Mail;
  siteUrl: string;
}

/** 429 with Retry-After: the PIN is blocked until `until`. */
function blocked(until: Date, now: Date): HttpError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new HttpError(429, `Your PIN is blocked after ${PIN_MAX_FAILURES} wrong attempts. Try again in ${minutes} minutes.`, null, {
    'retry-after': String(minutes * 60),
  });
}

export function createWalletPin(deps: PinDeps) {
  const { db } = deps;

  /**
   * Checks a PIN, in one statement that refuses while the PIN is blocked, compares the PIN's keyed
   * hash with the stored one and counts a wrong one, so requests arriving together cannot check more
   * than PIN_MAX_FAILURES wrong PINs between them, and right PINs sent together all pass. The wrong
   * PIN that uses the last attempt blocks the PIN for PIN_BLOCK_MINUTES and tells the owners, once;
   * a right one clears the count (a right PIN with nothing to clear is only read: no write per
   * payment). A PIN stored in an older form (argon2id, or under a retired key)
   * cannot be compared there: its attempt is counted first (the last one blocks at once), then it is
   * checked here, and moved to the current key when right. Runs outside any transaction, so an
   * attempt counts even when the operation fails.
   */
  async function checkPin(wallet: Wallet, pin: string): Promise<void> {
    const now = deps.clock();
    const at = now.toISOString();
    const blockUntil = new Date(now.getTime() + PIN_BLOCK_MINUTES * 60_000).toISOString();
    const candidate = hashPin(deps.pinKeys, wallet.id, pin);
    // The usual case, a right PIN with no wrong one before it, reads the row and writes nothing. Any
    // other (a wrong PIN, a count to clear, a block) goes through the statement below, which counts.
    const [current] = await db
      .select({ pinHash: wallets.pinHash, failures: wallets.pinFailures, until: wallets.pinBlockedUntil })
      .from(wallets)
      .where(eq(wallets.id, wallet.id));
    if (current?.pinHash && current.failures === 0 && current.until === null && sameText(current.pinHash, candidate)) return;
    const right = sql`${wallets.pinHash} = ${candidate}`;
    // A block that has ended starts a new count.
    const attempt = sql`case when ${wallets.pinBlockedUntil} <= ${at}::timestamptz then 1 else ${wallets.pinFailures} + 1 end`;
    const [taken] = await db
      .update(wallets)
      .set({
        pinFailures: sql`case when ${right} then 0 else ${attempt} end`,
        pinBlockedUntil: sql`case when ${right} then null when ${attempt} >= ${PIN_MAX_FAILURES} then ${blockUntil}::timestamptz else null end`,
      })
      .where(
        and(
          eq(wallets.id, wallet.id),
          sql`${wallets.pinHash} is not null`,
          sql`(${wallets.pinBlockedUntil} is null or ${wallets.pinBlockedUntil} <= ${at}::timestamptz)`,
        ),
      )
      .returning({ pinHash: wallets.pinHash, attempt: wallets.pinFailures });
    if (!taken) {
      const [row] = await db
        .select({ pinHash: wallets.pinHash, until: wallets.pinBlockedUntil })
        .from(wallets)
        .where(eq(wallets.id, wallet.id));
      if (!row?.pinHash) throw new HttpError(409, 'Set a wallet PIN first (wallet settings).');
      throw blocked(row.until ?? new Date(blockUntil), now);
    }
    const stored = taken.pinHash!;
    if (sameText(stored, candidate)) return;
    if (!isCurrentPinHash(deps.pinKeys, stored)) {
      const { ok, rehash } = await checkPinHash(deps.pinKeys, wallet.id, stored, pin);
      if (ok) {
        await db
          .update(wallets)
          .set({
            pinFailures: 0,
            pinBlockedUntil: null,
            // Moved to the current key's hash, unless the PIN was changed meanwhile.
            pinHash: sql`case when ${wallets.pinHash} = ${stored} then ${rehash} else ${wallets.pinHash} end`,
          })
          .where(eq(wallets.id, wallet.id));
        return;
      }
    }
    if (taken.attempt >= PIN_MAX_FAILURES) {
      await db.transaction(async (tx) => {
        await tell(tx, deps, await walletOwners(tx, wallet), {
          kind: 'wallet.pin-blocked',
          title: 'Wallet PIN blocked after wrong attempts',
          body: `Someone entered a wrong wallet PIN ${PIN_MAX_FAILURES} times in a row, so the PIN is blocked for ${PIN_BLOCK_MINUTES} minutes. If it was not you or your team, change your password and your PIN.`,
          link: '/wallet/settings',
        });
      });
      throw new HttpError(400, `Wrong PIN. Your PIN is now blocked for ${PIN_BLOCK_MINUTES} minutes.`, { pin: ['is not right'] });
    }
    const left = PIN_MAX_FAILURES - taken.attempt;
    throw new HttpError(400, `Wrong PIN. ${left} ${left === 1 ? 'attempt' : 'attempts'} left before it is blocked.`, {
      pin: ['is not right'],
    });
  }

  return {
    checkPin,

    /** The first PIN. Changing it later needs the old one and a one-time code. */
    async setPin(wallet: Wallet, pin: string): Promise<void> {
      const pinHash = hashPin(deps.pinKeys, wallet.id, pin);
      const [set] = await db
        .update(wallets)
        .set({ pinHash, pinFailures: 0, pinBlockedUntil: null })
        .where(and(eq(wallets.id, wallet.id), sql`${wallets.pinHash} is null`))
        .returning({ id: wallets.id });
      if (!set) throw new HttpError(409, 'Your wallet already has a PIN. Change it with your current PIN and a one-time code.');
    },

    async changePin(wallet: Wallet, userId: string, body: { currentPin: string; newPin: string; otpId: string }): Promise<void> {
      await checkPin(wallet, body.currentPin);
      if (body.currentPin === body.newPin) throw fieldError('newPin', 'must differ from the current PIN');
      const pinHash = hashPin(deps.pinKeys, wallet.id, body.newPin);
      await db.transaction(async (tx) => {
        await deps.codes.consume(tx, userId, body.otpId, 'change-pin');
        await tx.update(wallets).set({ pinHash, pinFailures: 0, pinBlockedUntil: null }).where(eq(wallets.id, wallet.id));
        await tell(tx, deps, await walletOwners(tx, wallet), {
          kind: 'wallet.pin-changed',
          title: 'Your wallet PIN was changed',
          body: 'If you did not change it, tell your company owner and change your password now.',
          link: '/wallet/settings',
        });
      });
    },
  };
}

export type WalletPin = ReturnType<typeof createWalletPin>;
