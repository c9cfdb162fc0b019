/**
 * A wallet's bank accounts to pay out to (beneficiaries): added with the PIN and a one-time code,
 * named by the bank, accepted at once when the name is the wallet's verified name and otherwise
 * reviewed by an operator (review.ts); a new one cools off before large payouts go to it.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { BeneficiaryView } from '../../contracts/verification.ts';
import { beneficiaries } from '../db/schema/payouts.ts';
import type { Member } from '../platform/auth/members.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import { tell } from '../platform/parties/parties.ts';
import { namesMatch, verifiedKind } from '../verification/index.ts';
import type { Banks } from './banks.ts';
import { assertPayoutsAllowed, beneficiaryView, type PayoutDeps } from './payout-state.ts';

export function createBeneficiaries(deps: PayoutDeps, banks: Banks) {
  const { db } = deps;
  const ownWallet = (member: Member) => deps.wallets.mine(member);
  const view = (row: Parameters<typeof beneficiaryView>[1]) => beneficiaryView(deps, row);

  return {
    /** The name an account has at its bank, and whether it matches the wallet's verified name. */
    async resolveAccount(member: Member, body: { bankCode: string; accountNumber: string }) {
      const wallet = await ownWallet(member);
      assertPayoutsAllowed(deps, wallet);
      // Guessable: account numbers are ten digits. Enough for a person adding a few accounts.
      await deps.limiter.enforce(
        `resolve-account:${wallet.id}`,
        { limit: 20, windowSeconds: 600 },
        'Too many account look-ups. Wait a few minutes.',
      );
      const resolved = await banks.resolve(body.bankCode, body.accountNumber);
      return {
        ...resolved,
        nameMatches: wallet.verifiedName !== null && namesMatch(resolved.accountName, wallet.verifiedName, verifiedKind(wallet)),
      };
    },

    async listBeneficiaries(member: Member): Promise<BeneficiaryView[]> {
      const wallet = await ownWallet(member);
      const rows = await db
        .select()
        .from(beneficiaries)
        .where(and(eq(beneficiaries.walletId, wallet.id), isNull(beneficiaries.deletedAt)))
        .orderBy(desc(beneficiaries.createdAt));
      return rows.map(view);
    },

    /**
     * Adds a bank account to pay out to: the PIN, a one-time code, an account the bank resolves.
     * A name that does not match the wallet's verified name waits for an operator.
     */
    async addBeneficiary(
      member: Member,
      body: { bankCode: string; accountNumber: string; pin: string; otpId: string },
    ): Promise<BeneficiaryView> {
      const wallet = await ownWallet(member);
      assertPayoutsAllowed(deps, wallet);
      await deps.wallets.checkPin(wallet, body.pin);
      await deps.limiter.enforce(
        `resolve-account:${wallet.id}`,
        { limit: 20, windowSeconds: 600 },
        'Too many account look-ups. Wait a few minutes.',
      );
      const { accountName, bankName } = await banks.resolve(body.bankCode, body.accountNumber);
      const matches = wallet.verifiedName !== null && namesMatch(accountName, wallet.verifiedName, verifiedKind(wallet));
      const at = deps.clock();
      const row = await db.transaction(async (tx) => {
        await deps.codes.consume(tx, member.userId, body.otpId, 'add-beneficiary');
        const [inserted] = await tx
          .insert(beneficiaries)
          .values({
            id: uuidv7(),
            walletId: wallet.id,
            bankCode: body.bankCode,
            bankName,
            accountNumber: body.accountNumber,
            accountName,
            status: matches ? 'active' : 'in_review',
            coolingOffUntil: new Date(at.getTime() + deps.settings.coolingOffMs),
            createdBy: member.userId,
            createdAt: at,
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) throw new HttpError(409, `${bankName} ${body.accountNumber} is already one of your bank accounts.`);
        await tell(tx, deps, await deps.wallets.owners(tx, wallet), {
          kind: 'wallet.beneficiary',
          title: 'A bank account was added to your wallet',
          body: `${accountName}, ${bankName} ${body.accountNumber}${matches ? '' : ': its name differs from your verified name, so our team reviews it before payouts can go to it'}. If this was not you or your team, change your PIN now.`,
          link: '/wallet/payouts',
        });
        return inserted;
      });
      return view(row);
    },

    async deleteBeneficiary(member: Member, id: string): Promise<void> {
      const wallet = await ownWallet(member);
      const [gone] = await db
        .update(beneficiaries)
        .set({ deletedAt: deps.clock() })
        .where(and(eq(beneficiaries.id, id), eq(beneficiaries.walletId, wallet.id), isNull(beneficiaries.deletedAt)))
        .returning({ id: beneficiaries.id });
      if (!gone) throw notFound('No such bank account.');
    },
  };
}
