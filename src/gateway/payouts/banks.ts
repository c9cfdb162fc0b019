/**
 * The banks payouts can go to, cached a day from the provider's list, and an account's name as its
 * bank has it (after the NUBAN shape and check digit): payouts go only to accounts the bank names.
 */
import { HttpError, fieldError } from '../platform/errors.ts';
import { banks } from '../db/schema/payouts.ts';
import { isValidNuban } from '../../contracts/verification.ts';
import { ProviderUnavailable } from '../providers/ports.ts';
import { type PayoutDeps, UNAVAILABLE } from './payout-state.ts';

const BANKS_FRESH_MS = 24 * 3600_000;

export function createBanks(deps: PayoutDeps) {
  const { db } = deps;
  const provider = () => {
    if (!deps.provider) throw new HttpError(503, UNAVAILABLE);
    return deps.provider;
  };

  /** The bank list: from the cache when fetched within a day, else from the provider. */
  async function bankList(): Promise<{ code: string; name: string }[]> {
    const cached = await db.select().from(banks).orderBy(banks.name);
    const fresh = cached.length > 0 && cached.every((b) => deps.clock().getTime() - b.fetchedAt.getTime() < BANKS_FRESH_MS);
    if (fresh || !deps.provider) return cached.map(({ code, name }) => ({ code, name }));
    try {
      return await refreshBanks();
    } catch (error) {
      if (error instanceof ProviderUnavailable && cached.length > 0) return cached.map(({ code, name }) => ({ code, name }));
      if (error instanceof ProviderUnavailable)
        throw new HttpError(503, 'The list of banks cannot be fetched right now. Try again in a minute.');
      throw error;
    }
  }

  async function refreshBanks(): Promise<{ code: string; name: string }[]> {
    const list = await provider().listBanks();
    const at = deps.clock();
    await db.transaction(async (tx) => {
      for (const bank of list) {
        await tx
          .insert(banks)
          .values({ code: bank.code, name: bank.name, fetchedAt: at })
          .onConflictDoUpdate({ target: banks.code, set: { name: bank.name, fetchedAt: at } });
      }
    });
    return [...list].sort((a, b) => a.name.localeCompare(b.name));
  }

  async function bankNamed(code: string): Promise<string> {
    const list = await bankList();
    const bank = list.find((b) => b.code === code);
    if (!bank) throw fieldError('bankCode', 'is not a bank we can pay out to');
    return bank.name;
  }

  /** The account's name at the bank, after the shape and check digit; 400 when the bank knows no such account. */
  async function resolve(bankCode: string, accountNumber: string): Promise<{ accountName: string; bankName: string }> {
    const bankName = await bankNamed(bankCode);
    if (!isValidNuban(bankCode, accountNumber)) throw fieldError('accountNumber', `is not a valid ${bankName} account number`);
    let resolved: { accountName: string } | null;
    try {
      resolved = await provider().resolveAccount(accountNumber, bankCode);
    } catch (error) {
      if (error instanceof ProviderUnavailable) throw new HttpError(503, 'The bank cannot be asked right now. Try again in a minute.');
      throw error;
    }
    if (!resolved) throw fieldError('accountNumber', `is not an account at ${bankName}`);
    return { accountName: resolved.accountName, bankName };
  }

  return { bankList, refreshBanks, resolve };
}

export type Banks = ReturnType<typeof createBanks>;
