/** Builds every service once per app, on one database. */
import type { FastifyBaseLogger } from 'fastify';
import type { Identity } from './platform/auth/oidc.ts';
import type { Db } from './db/client.ts';
import { createAccountsService, createSessions, createSocialSignIn, createAccountSettings } from './accounts/index.ts';
import {
  createApplicationsService,
  createMarketsService,
  createCompaniesService,
  createProductsService,
  createSellerProducts,
  createLikes,
  createProducers,
  createStorefrontStats,
} from './catalog/index.ts';
import { createProductSearch, createSavedSearches } from './search/index.ts';
import { createSitePublishing } from './publishing/index.ts';
import { createRateLimiter } from './platform/rate-limiter.ts';
import { createMembers } from './platform/auth/members.ts';
import { createNotifications } from './platform/notifications/notifications.ts';
import { createUploads } from './platform/files/uploads.ts';
import type { FileStorage } from './platform/files/file-storage.ts';
import { createCompanyService, createUserManagement } from './companies/index.ts';
import {
  createContact,
  createQuotes,
  createSampleRequests,
  createDocumentRequests,
  createProductRequestReview,
  createProductRequests,
} from './requests/index.ts';
import { createCart, createOrders, createShippingAddresses } from './commerce/index.ts';
import { createDeliveryOptions } from './delivery/index.ts';
import { createTaxProfiles, taxSettings } from './taxes/index.ts';
import { createCheckout } from './flows/index.ts';
import { createPayments, type PaymentOptions, proformaAttachments } from './payments/index.ts';
import { type AttachmentSource, createEmailDelivery, createMail } from './platform/mail/mailer.ts';
import type { JobQueue } from './platform/jobs/queue.ts';
import { createPaystack } from './providers/paystack.ts';
import type { PinKeys } from './platform/auth/pin-keys.ts';
import {
  createOneTimeCodes,
  createOrderMoney,
  DEFAULT_COMMISSION_BPS,
  createTopUps,
  createWallets,
  DEFAULT_WALLET_CAPS,
  defaultTiers,
  type TierTable,
  type WalletCaps,
} from './wallet/index.ts';
import { createVerification, createVerificationReview } from './verification/index.ts';
import { createPayoutReview, createPayouts, DEFAULT_PAYOUT_SETTINGS, type PayoutSettings } from './payouts/index.ts';
import type { BankDirectory, EInvoicing, IdentityProvider, Transfers } from './providers/ports.ts';
import type { SmsSender } from './providers/sms.ts';
import { createOperations } from './operations/index.ts';
import { createFinancing, createFinancingReview, DEFAULT_FINANCING_SETTINGS, type FinancingSettings } from './financing/index.ts';
import { createCampaigns } from './campaigns/index.ts';
import { MARKETPLACE_NAME } from './platform/marketplace.ts';
import { createClearances, createDocumentIssuer, createDocuments, documentAttachments, type PlatformParty } from './documents/index.ts';
import { createDangerousGoods, createTransportDeviations, type DangerousGoodsOptions } from './dangerous-goods/index.ts';
import { createConversations, createLiveHub, createMessageReportReview } from './conversations/index.ts';
import { createRfqAward, createRfqCompare, createRfqOffers, createRfqs, type RfqDeps } from './rfq/index.ts';
import { createClaimReview, createClaims, openClaimHolds } from './claims/index.ts';
import { CLAIM_RESPONSE_DAYS, CLAIM_WINDOW_DAYS } from '../contracts/claims.ts';

export interface WalletOptions {
  caps?: WalletCaps;
  /** What each verification tier allows; tier 2 takes `caps` when absent (wallet/tiers.ts `defaultTiers`). */
  tiers?: TierTable;
  /** Cooling-off of new beneficiaries and the payout approval threshold. */
  payouts?: PayoutSettings;
  /** Financing's amount bounds, late fee and how long a procurement line may be drawn. */
  financing?: FinancingSettings;
  /** Commission on settled orders, in basis points (150 = 1.5 %). */
  commissionBps?: number;
  /** Days after shipping when an order the buyer has not confirmed counts as delivered (14 when absent). */
  autoDeliverDays?: number;
  /** The most one card top-up may be at any tier, and one purchase however it is paid, in kobo. */
  maxTopUp?: number;
  maxPayment?: number;
}

/** The platform as its receipts and commission invoices name it, by default (PLATFORM_* settings). */
export const DEFAULT_PLATFORM_PARTY: PlatformParty = {
  name: MARKETPLACE_NAME,
  legalName: 'ChemMarket Africa Ltd',
  tin: null,
  address: ['Lagos'],
  country: 'NG',
  email: null,
};

/** The platform's ceilings on money coming in, by default (README, "Configuration"). */
export const DEFAULT_MAX_TOP_UP = 50_000_000_00;
export const DEFAULT_MAX_PAYMENT = 500_000_000_00;

export interface ServiceOptions {
  jwtSecret: Uint8Array;
  /** Keys of the wallet PINs' keyed hashes (platform/auth/pin-keys.ts). */
  pinKeys: PinKeys;
  siteUrl: string;
  log: FastifyBaseLogger;
  verifyIdToken: ((idToken: string) => Promise<Identity>) | null;
  contactEmail: string | null;
  signInAttemptsPerAddress: number;
  storage: FileStorage | null;
  /** Per-person upload rate and per-company storage quota. */
  uploadLimits?: { perTenMinutes: number; quotaBytes: number };
  /** Card (Paystack) and bank-transfer settings; card is off without them. */
  payments?: PaymentOptions;
  /** Wallet caps and the commission on settled orders. */
  wallet?: WalletOptions;
  /** The time as the money rules see it. */
  clock?: () => Date;
  /** The identity (KYC) provider; verification is unavailable without it. */
  identity?: IdentityProvider | null;
  /** Text messages (one-time codes go by SMS too); null: email only. */
  sms?: SmsSender | null;
  /** The e-invoicing service that clears trade documents; off when null. */
  einvoicing?: EInvoicing | null;
  /** The platform as its documents name it; DEFAULT_PLATFORM_PARTY when absent. */
  platformParty?: PlatformParty;
  /** Banks and transfers for payouts when not Paystack's (the demo seed's); Paystack's when a key is set. */
  transfers?: (BankDirectory & Transfers) | null;
  /** Background jobs; null where none run (the demo-history seed), and then emails are only stored. */
  jobs: JobQueue | null;
  /** SMTP delivery of the outbox (the `email.deliver` job); without it messages stay queued. */
  smtp?: { url: string; from: string } | null;
  /**
   * VAT: standard rates by country in basis points over contracts/tax.ts's table, and the platform's
   * country (VAT on its commission). A rate outside 0–100 % stops the start (taxes/vat-rates.ts).
   */
  tax?: { vatRatesBps?: Record<string, number>; platformCountry?: string };
  /** Dangerous goods: the configured list of restricted entries (the default list when absent). */
  dangerousGoods?: DangerousGoodsOptions;
  /** Conversations: how long a message waits unread before its side is emailed (15 minutes when absent), and the live stream's keep-alive. */
  conversations?: { unreadEmailAfterMinutes?: number; heartbeatMs?: number };
  /** Claims on delivered orders: the window after delivery and the seller's time to answer, in days. */
  claims?: ClaimOptions;
}

/**
 * Days after delivery while the buyer may claim and the seller waits to be paid (CLAIM_WINDOW_DAYS
 * when absent; 0 pays on delivery), and days the seller has to settle a claim (CLAIM_RESPONSE_DAYS).
 */
export interface ClaimOptions {
  windowDays?: number;
  responseDays?: number;
}

/** Minutes a message waits unread before its side is emailed, by default (MESSAGE_EMAIL_AFTER_MINUTES). */
export const DEFAULT_UNREAD_EMAIL_AFTER_MINUTES = 15;

export function createServices(db: Db, options: ServiceOptions) {
  const trees = { markets: createMarketsService(db), applications: createApplicationsService(db) };
  const sessions = createSessions(db, options.jwtSecret);
  const limiter = createRateLimiter(db);
  const notifications = createNotifications(db);
  const mail = createMail(options.jobs, options.log);
  const clock = options.clock ?? (() => new Date());
  const tax = taxSettings(options.tax);
  const cardTopUp = Boolean(options.payments?.paystack?.secretKey);
  const codes = createOneTimeCodes({ db, secret: options.jwtSecret, limiter, clock, mail, sms: options.sms ?? null, log: options.log });
  const tiers = options.wallet?.tiers ?? defaultTiers(options.wallet?.caps ?? DEFAULT_WALLET_CAPS);
  const paystack = options.payments?.paystack?.secretKey ? createPaystack(options.payments.paystack) : null;
  const wallets = createWallets({
    db,
    notifications,
    codes,
    siteUrl: options.siteUrl,
    clock,
    tiers,
    cardTopUp,
    mail,
    dedicatedAccounts: paystack ? { ...paystack, preferredBank: options.payments?.dedicatedAccountBank ?? 'wema-bank' } : null,
    jobs: options.jobs,
    pinKeys: options.pinKeys,
    maxTopUp: options.wallet?.maxTopUp ?? DEFAULT_MAX_TOP_UP,
  });
  const told = { notifications, mail, siteUrl: options.siteUrl, clock, jobs: options.jobs, tax };
  const verificationDeps = { db, wallets, identity: options.identity ?? null, tiers, secret: options.jwtSecret, ...told };
  const verification = createVerification(verificationDeps);
  const payoutDeps = {
    db,
    wallets,
    codes,
    limiter,
    provider: options.transfers ?? paystack,
    tiers,
    settings: options.wallet?.payouts ?? DEFAULT_PAYOUT_SETTINGS,
    ...told,
  };
  const payouts = createPayouts(payoutDeps);
  // Trade documents, issued in the transactions that cause them (docs/decisions/035-trade-documents.md).
  const einvoicing = options.einvoicing ?? null;
  const documents = createDocumentIssuer({
    clock,
    marketplace: MARKETPLACE_NAME,
    platform: options.platformParty ?? DEFAULT_PLATFORM_PARTY,
    clearance: einvoicing !== null,
    jobs: options.jobs,
  });
  const orderMoney = createOrderMoney({
    wallets,
    commissionBps: options.wallet?.commissionBps ?? DEFAULT_COMMISSION_BPS,
    commissionVatBps: tax.rates[tax.platformCountry]!,
    clock,
    notifications,
    siteUrl: options.siteUrl,
    mail,
  });
  const financing = createFinancing({
    db,
    wallets,
    codes,
    orderMoney,
    documents,
    settings: options.wallet?.financing ?? DEFAULT_FINANCING_SETTINGS,
    ...told,
  });
  const financingReview = createFinancingReview(
    { db, wallets, codes, orderMoney, settings: options.wallet?.financing ?? DEFAULT_FINANCING_SETTINGS, ...told },
    financing.money,
  );
  // Orders wait a claim window after delivery before the seller is paid; an open claim holds them (docs/decisions/042-claims-and-settlement-window.md).
  const claimWindowDays = options.claims?.windowDays ?? CLAIM_WINDOW_DAYS;
  const orders = createOrders(db, {
    notifications,
    siteUrl: options.siteUrl,
    mail,
    orderMoney,
    documents,
    financing: financing.money,
    tax,
    clock,
    log: options.log,
    claimWindowDays,
    settlementHolds: openClaimHolds,
  });
  const claimDeps = {
    db,
    orders,
    notifications,
    mail,
    siteUrl: options.siteUrl,
    clock,
    windowDays: claimWindowDays,
    responseDays: options.claims?.responseDays ?? CLAIM_RESPONSE_DAYS,
  };
  // The console composes the queues each domain exposes for review.
  const operations = createOperations({
    db,
    verifications: createVerificationReview(verificationDeps),
    payouts: createPayoutReview(payoutDeps),
    financing: financingReview,
    productRequests: createProductRequestReview({ db, notifications, mail, siteUrl: options.siteUrl, clock }),
    transportDeviations: createTransportDeviations(db),
    messageReports: createMessageReportReview({ db, clock, notifications }),
    claims: createClaimReview(claimDeps),
    clock,
  });
  const topUps = createTopUps({ db, notifications, siteUrl: options.siteUrl, mail, clock, wallets });
  // Restricted dangerous goods: the configured rules, and the buying company's tier as its wallet keeps it.
  const dangerousGoods = createDangerousGoods(options.dangerousGoods ?? { restrictedEntries: null });
  const buyerTrust = { restrictions: dangerousGoods.rules, tierOf: wallets.tierOf };
  const accounts = createAccountsService({
    db,
    notifications,
    sessions,
    limiter,
    siteUrl: options.siteUrl,
    mail,
    signInAttemptsPerAddress: options.signInAttemptsPerAddress,
  });
  const uploads = createUploads(db, options.storage, options.uploadLimits ? { limiter, ...options.uploadLimits } : null);
  const searchProducts = createProductSearch(db, trees);
  return {
    ...trees,
    companies: createCompaniesService(db),
    products: createProductsService(db, trees),
    sitePublishing: createSitePublishing(db, trees),
    searchProducts,
    sessions,
    limiter,
    accounts,
    social: createSocialSignIn(db, { verify: options.verifyIdToken, accounts, sessions }),
    members: createMembers(db),
    notifications,
    mail,
    emailDelivery: options.smtp
      ? createEmailDelivery({
          db,
          smtpUrl: options.smtp.url,
          from: options.smtp.from,
          log: options.log,
          attachments: attachmentSources(db, options.payments?.bank),
        })
      : null,
    savedSearches: createSavedSearches(db),
    sellerProducts: createSellerProducts(db, trees, clock),
    dangerousGoods,
    uploads,
    userManagement: createUserManagement({ db, accounts, notifications, sessions, siteUrl: options.siteUrl, mail }),
    company: createCompanyService(db),
    accountSettings: createAccountSettings(db, sessions),
    contact: createContact(db, { limiter, contactEmail: options.contactEmail, mail }),
    cart: createCart(db, clock, tax, buyerTrust),
    tax,
    taxProfiles: createTaxProfiles(db, { tax, clock }),
    deliveryOptions: createDeliveryOptions(db, { tax, clock }),
    shippingAddresses: createShippingAddresses(db),
    checkout: createCheckout(db, {
      notifications,
      siteUrl: options.siteUrl,
      mail,
      orderMoney,
      documents,
      wallets,
      financing: financing.money,
      tax,
      clock,
      log: options.log,
      buyerTrust,
      maxPayment: options.wallet?.maxPayment ?? DEFAULT_MAX_PAYMENT,
    }),
    orders,
    payments: createPayments(db, {
      ...options.payments,
      notifications,
      siteUrl: options.siteUrl,
      mail,
      orderMoney,
      documents,
      creditTopUp: topUps.credit,
      creditBankTransfer: topUps.bankTransfer,
      transferEvent: payouts.transferEvent,
      jobs: options.jobs,
      log: options.log,
    }),
    wallets,
    verification,
    payouts,
    operations,
    financing,
    campaigns: createCampaigns({ db, clock }),
    documents: createDocuments(db),
    /** The issuer behind commerce's documents port; the seed and tests reach it here. */
    documentIssuer: documents,
    clearances: createClearances({ db, clock, einvoicing, log: options.log }),
    topUps,
    codes,
    orderMoney,
    clock,
    quotes: createQuotes(db, { notifications, limiter, siteUrl: options.siteUrl, mail, log: options.log, tax, clock, buyerTrust }),
    sampleRequests: createSampleRequests(db, { notifications, limiter, siteUrl: options.siteUrl, mail, log: options.log }),
    documentRequests: createDocumentRequests(db, { notifications, limiter, siteUrl: options.siteUrl, mail, log: options.log }),
    productRequests: createProductRequests(db, { limiter }),
    likes: createLikes(db),
    producers: createProducers(db),
    storefrontStats: createStorefrontStats(db, { limiter }),
    conversations: createConversations({
      db,
      limiter,
      mail,
      uploads,
      siteUrl: options.siteUrl,
      clock,
      secret: options.jwtSecret,
      unreadEmailAfterMs: (options.conversations?.unreadEmailAfterMinutes ?? DEFAULT_UNREAD_EMAIL_AFTER_MINUTES) * 60_000,
    }),
    liveHub: createLiveHub({
      db,
      log: options.log,
      ...(options.conversations?.heartbeatMs ? { heartbeatMs: options.conversations.heartbeatMs } : {}),
    }),
    ...rfqServices(db, {
      notifications,
      limiter,
      siteUrl: options.siteUrl,
      mail,
      log: options.log,
      tax,
      clock,
      searchProducts,
      buyerTrust,
    }),
    claims: createClaims(claimDeps),
  };
}

/** Requests for quotation: the request, its offers, the comparison and the award share their dependencies. */
function rfqServices(db: Db, deps: RfqDeps) {
  return {
    rfqs: createRfqs(db, deps),
    rfqOffers: createRfqOffers(db, deps),
    rfqCompare: createRfqCompare(db, deps),
    rfqAward: createRfqAward(db, deps),
  };
}

export type Services = ReturnType<typeof createServices>;

/** The files emails name: trade documents (documents/), and bank-transfer purchases' proformas (payments/). */
function attachmentSources(db: Db, bank: PaymentOptions['bank']): AttachmentSource {
  const documentFiles = documentAttachments(db);
  const proformas = proformaAttachments(db, bank);
  return (attachment) => (attachment.source === 'proforma' ? proformas(attachment) : documentFiles(attachment));
}
