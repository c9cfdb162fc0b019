/**
 * The outside services money out of a wallet depends on, as the wallet sees them: a bank directory
 * and transfers (Paystack's Transfers API in providers/paystack.ts) and identity look-ups (a KYC
 * provider in identity/); and the e-invoicing service that clears trade documents (mbs.ts). Each throws `ProviderUnavailable` when it cannot be asked, so the caller
 * keeps the work and retries; "not found" is an answer, not an error.
 */
import type { DocumentContent } from '../../contracts/documents.ts';

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

/** What an e-invoicing service gives a document it cleared. */
export interface Clearance {
  /** Invoice Reference Number, printed on the document. */
  irn: string;
  /** What the document's QR code holds. */
  qrPayload: string;
  /** The service's cryptographic stamp of the document. */
  stamp: string;
}

/** The service read the document and refused it (a required field missing, a total that does not add up). */
export class ClearanceRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ClearanceRefused';
  }
}

/**
 * An e-invoicing service in the clearance model (Nigeria's MBS: docs/decisions/035-trade-documents.md):
 * an invoice or credit note is submitted, validated and stamped before it counts. Throws
 * ClearanceRefused for a document it will not clear as it is, ProviderUnavailable when it could not
 * be asked; submitting the same document again answers the same clearance.
 */
export interface EInvoicing {
  clear(document: EInvoiceDocument): Promise<Clearance>;
}

/** A document as it is submitted: its frozen content (src/contracts/documents.ts). */
export type EInvoiceDocument = DocumentContent;
