/**
 * The outside services money out of a wallet depends on, as the wallet sees them: a bank directory
 * and transfers (Paystack's Transfers API in providers/paystack.ts) and identity look-ups (a KYC
 * provider in identity/). Each throws `ProviderUnavailable` when it cannot be asked, so the caller
 * keeps the work and retries; "not found" is an answer, not an error.
 */

/** The provider could not be reached or answered something undocumented: try again later. */
export class ProviderUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderUnavailable';
  }
}

export interface BankDirectory {
  /** Nigerian banks that can receive transfers: GET /bank?country=nigeria&currency=NGN. */
  listBanks(): Promise<{ code: string; name: string }[]>;
  /** The account's name at the bank (GET /bank/resolve); null when the bank knows no such account. */
  resolveAccount(accountNumber: string, bankCode: string): Promise<{ accountName: string } | null>;
}

/** A transfer's state at the provider: pending, otp, success, failed, reversed or abandoned. */
export interface TransferState {
  status: string;
  transferCode: string | null;
  /** The provider's reason for a failure, when it gives one. */
  reason: string | null;
}

export interface Transfers {
  /** POST /transferrecipient (type nuban): answers the recipient code. */
  createRecipient(input: { name: string; accountNumber: string; bankCode: string }): Promise<string>;
  /**
   * POST /transfer from the balance, with our reference: a retried call with the same reference
   * answers the same transfer, never a second one.
   */
  initiateTransfer(input: { amount: number; recipientCode: string; reference: string; reason: string }): Promise<TransferState>;
  /** GET /transfer/verify/{reference}; null when the provider has no transfer with that reference. */
  verifyTransfer(reference: string): Promise<TransferState | null>;
}

/** A person's record at the identity provider. Dates are yyyy-MM-dd. */
export interface PersonRecord {
  firstName: string;
  lastName: string;
  middleName: string | null;
  dateOfBirth: string;
}

/** A business's record at the companies registry, through the identity provider. */
export interface BusinessRecord {
  name: string;
  registrationNumber: string;
  address: string | null;
  /** e.g. ACTIVE, INACTIVE, STRUCK OFF. */
  status: string | null;
}

export interface IdentityProvider {
  /** BVN or NIN look-up; null when no such number exists. */
  lookUpPerson(idType: 'bvn' | 'nin', idNumber: string): Promise<PersonRecord | null>;
  /** CAC look-up by RC (company) or BN (business name) number; null when not registered. */
  lookUpBusiness(companyType: 'RC' | 'BN', registrationNumber: string): Promise<BusinessRecord | null>;
}
