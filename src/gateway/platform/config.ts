/** Settings from the environment (all listed in .env.example), validated once at start. */
import { resolve } from 'node:path';
import { z } from 'zod';
import { CLAIM_RESPONSE_DAYS, CLAIM_WINDOW_DAYS } from '../../contracts/claims.ts';
import { AUTO_DELIVER_DAYS } from '../../contracts/commerce.ts';
import { parseVatRates, vatRateProblems } from '../../contracts/tax.ts';
import { parseRestrictedEntries } from '../../contracts/dangerous-goods.ts';
import { listeningUrl } from './site-address.ts';

/** Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): none, how many hops, or their addresses. */
export type TrustProxy = false | number | string[];

const optionalText = z
  .string()
  .optional()
  .transform((v) => v || undefined);

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  /** Sign-in attempts allowed from one address per 15 minutes (raise behind a shared office or proxy address). */
  SIGN_IN_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  UPLOADS_PER_10_MINUTES: z.coerce.number().int().min(1).default(30),
  /** Minutes a conversation's message waits unread before its side is emailed (once per thread). */
  MESSAGE_EMAIL_AFTER_MINUTES: z.coerce.number().int().min(1).max(10080).default(15),
  COMPANY_STORAGE_QUOTA_MB: z.coerce.number().int().min(1).default(200),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the server listens (HOST and PORT) when not set: platform/site-address.ts. */
  PUBLIC_SITE_URL: optionalText.pipe(z.url().optional()),
  SEED_PRODUCTS: z.coerce.number().int().min(1).max(100_000).default(1000),
  SITE_DIR: z.string().default('./dist'),
  /** Shared by every gateway copy; generated into DATA_DIR when absent. */
  JWT_SECRET: optionalText,
  /** Key of the wallet PINs' keyed hashes (32+ characters), kept out of the database; generated into DATA_DIR when absent. */
  WALLET_PIN_KEY: optionalText,
  /** Earlier PIN keys, comma-separated: PINs hashed with them work until entered again, then move to WALLET_PIN_KEY. */
  WALLET_PIN_KEYS_RETIRED: optionalText,
  /** Days a message stays in the outbox (its codes and links are removed as soon as it is sent or they expire). */
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  SMTP_URL: optionalText,
  EMAIL_FROM: z.string().default('ChemMarket Africa <no-reply@chemmarket.example>'),
  PUBLIC_GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  DEMO_PASSWORD: z.string().min(8).default('Demo-Password-1'),
  CONTACT_EMAIL: optionalText,
  /** Card payments are offered only with a secret key. */
  PAYSTACK_SECRET_KEY: optionalText,
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
  /** The inline card popup appears only with a public key. */
  PUBLIC_PAYSTACK_PUBLIC_KEY: optionalText,
  /** The bank of wallets' dedicated account numbers (Paystack's preferred_bank: wema-bank, titan-paystack; test-bank in test mode). */
  PAYSTACK_DEDICATED_ACCOUNT_BANK: z.string().min(1).default('wema-bank'),
  /** The marketplace's account on proforma invoices; the defaults are placeholders for a demo. */
  BANK_ACCOUNT_NAME: z.string().min(1).default('ChemMarket Africa Ltd'),
  BANK_NAME: z.string().min(1).default('Demo Bank'),
  BANK_ACCOUNT_NUMBER: z.string().min(1).default('0000000000'),
  /**
   * VAT rates over the built-in table (contracts/tax.ts: NG 7.5, GH 15, KE 16, ZA 15, EG 14, CI 18), in
   * percent: "NG=7.5,GH=15". A rate outside 0–100 % refuses the start.
   */
  VAT_RATES: z
    .string()
    .default('')
    .transform((text, context) => {
      const rates = parseVatRates(text);
      for (const problem of vatRateProblems(rates)) context.addIssue({ code: 'custom', message: problem });
      return rates;
    }),
  /** The platform's own country: its commission carries this country's VAT. */
  PLATFORM_COUNTRY: z
    .string()
    .default('NG')
    .transform((c) => c.trim().toUpperCase())
    .refine((c) => /^[A-Z]{2}$/.test(c), { error: 'must be a two-letter country code' }),
  /** The platform's commission on orders settled to a seller's wallet, in percent (1.5 = 1.5 %). */
  COMMISSION_PERCENT: z.coerce.number().min(0).max(100).default(1.5),
  /** The most one payment out of a wallet may be, and a wallet may send out in a day, in naira. */
  WALLET_MAX_PER_TRANSACTION_NAIRA: z.coerce.number().int().min(1).default(50_000_000),
  WALLET_MAX_DAILY_NAIRA: z.coerce.number().int().min(1).default(100_000_000),
  /** The most one top-up may be at any tier, and one order payment by card or bank transfer, in naira (refused before any provider is asked). */
  MAX_TOP_UP_NAIRA: z.coerce.number().int().min(1).default(50_000_000),
  MAX_PAYMENT_NAIRA: z.coerce.number().int().min(1).default(500_000_000),
  /** Days after shipping when an order the buyer has not confirmed counts as delivered (and the seller is paid). */
  AUTO_DELIVER_DAYS: z.coerce.number().int().min(1).max(365).default(AUTO_DELIVER_DAYS),
  /**
   * Days after delivery during which the buyer may open a claim, the seller's proceeds waiting in
   * escrow (0: delivery pays the seller at once, and no claim can be opened); and the days the seller
   * has to settle a claim before it goes to an operator (docs/decisions/042-claims-and-settlement-window.md).
   */
  ORDER_CLAIM_WINDOW_DAYS: z.coerce.number().int().min(0).max(90).default(CLAIM_WINDOW_DAYS),
  ORDER_CLAIM_RESPONSE_DAYS: z.coerce.number().int().min(1).max(60).default(CLAIM_RESPONSE_DAYS),
  /**
   * Verification tiers (README, "Verification tiers"): the most a wallet may hold after a top-up,
   * send in one movement and send in a market day, in naira. Tier 0 is an email-verified account,
   * tier 1 a verified person (BVN or NIN), tier 2 a verified business; tier 2 uses the WALLET_MAX_*
   * caps above and has no balance cap.
   */
  TIER0_MAX_BALANCE_NAIRA: z.coerce.number().int().min(1).default(300_000),
  TIER0_MAX_PER_TRANSACTION_NAIRA: z.coerce.number().int().min(1).default(50_000),
  TIER0_MAX_DAILY_NAIRA: z.coerce.number().int().min(1).default(100_000),
  TIER1_MAX_BALANCE_NAIRA: z.coerce.number().int().min(1).default(5_000_000),
  TIER1_MAX_PER_TRANSACTION_NAIRA: z.coerce.number().int().min(1).default(1_000_000),
  TIER1_MAX_DAILY_NAIRA: z.coerce.number().int().min(1).default(5_000_000),
  /** Hours a new beneficiary account cools off, and the most one payout to it may be meanwhile (naira). */
  BENEFICIARY_COOLING_OFF_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  BENEFICIARY_COOLING_OFF_CAP_NAIRA: z.coerce.number().int().min(0).default(100_000),
  /** Payouts above this many naira wait for an operator's approval. */
  PAYOUT_APPROVAL_ABOVE_NAIRA: z.coerce.number().int().min(0).default(5_000_000),
  /** The platform as its receipts and commission invoices name it (docs/decisions/035-trade-documents.md); the TIN is printed when set. */
  PLATFORM_LEGAL_NAME: z.string().min(1).default('ChemMarket Africa Ltd'),
  PLATFORM_TIN: optionalText,
  PLATFORM_ADDRESS: z.string().min(1).default('Lagos'),
  PLATFORM_EMAIL: optionalText,
  /** E-invoice clearance by the revenue service's MBS API (the address its dashboard gives): on when it and the API key are set. */
  EINVOICE_BASE_URL: optionalText.pipe(z.url().optional()),
  EINVOICE_API_KEY: optionalText,
  EINVOICE_API_SECRET: optionalText,
  EINVOICE_BUSINESS_ID: optionalText,
  EINVOICE_SERVICE_ID: optionalText,
  /** From the taxpayer's crypto_keys.txt: the service's public key (PEM, `\n` for newlines) and certificate, for the QR code. */
  EINVOICE_PUBLIC_KEY: optionalText,
  EINVOICE_CERTIFICATE: optionalText,
  /** The identity (KYC) provider, Dojah's API: on when the secret key is set. */
  IDENTITY_BASE_URL: z.url().default('https://api.dojah.io'),
  IDENTITY_APP_ID: optionalText,
  IDENTITY_SECRET_KEY: optionalText,
  /** One-time codes by SMS too (Termii's API), to people who gave a mobile number: on when the key is set. */
  SMS_TERMII_API_KEY: optionalText,
  SMS_TERMII_BASE_URL: z.url().default('https://api.ng.termii.com'),
  SMS_SENDER_ID: z.string().min(3).max(11).default('ChemMarket'),
  /** Financing: the bounds of a request (naira), the late fee on what is left unpaid at a due date (percent), days a procurement line may be drawn. */
  FINANCING_MIN_NAIRA: z.coerce.number().int().min(1).default(100_000),
  FINANCING_MAX_NAIRA: z.coerce.number().int().min(1).default(100_000_000),
  FINANCING_LATE_FEE_PERCENT: z.coerce.number().min(0).max(50).default(5),
  FINANCING_LINE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Which X-Forwarded-For entries to believe: `false` none (the socket's address), `true` or `1`
   * the address the one proxy in front saw, a number the proxies in front (a CDN and a load
   * balancer: 2), or the proxies' own addresses and ranges, comma-separated (`loopback`,
   * `linklocal` and `uniquelocal` name the private ranges).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, context): TrustProxy => {
      const value = v.trim().toLowerCase();
      if (value === '' || value === 'false' || value === '0') return false;
      if (value === 'true') return 1;
      if (/^\d+$/.test(value)) return Number(value);
      const addresses = value.split(',').map((a) => a.trim());
      const isProxy = (a: string) =>
        ['loopback', 'linklocal', 'uniquelocal'].includes(a) || (/^[0-9a-f.:]+(\/\d{1,3})?$/.test(a) && /[.:]/.test(a));
      if (addresses.every(isProxy)) return addresses;
      context.addIssue({
        code: 'custom',
        message: 'must be false, true, a number of proxies, or their addresses and ranges (comma-separated)',
      });
      return z.NEVER;
    }),
  /** Opens /metrics to other machines as `Authorization: Bearer <token>`; without it only this machine reads them. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** Seconds a stopping gateway goes on serving while saying it is not ready, so its load balancer takes it out first. */
  DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(10),
  /** Where `npm run backup` writes its backups. */
  BACKUP_DIR: z.string().default('./backups'),
  /**
   * Dangerous goods only a verified company (tier 2) with an end-use declaration may buy, besides
   * explosives, toxic gases and packing group I toxics: UN numbers and CAS numbers, separated by
   * commas ("UN1090, 7722-64-7"). Unset: the drug precursors of Table I of the 1988 UN Convention.
   */
  DANGEROUS_GOODS_RESTRICTED_ENTRIES: optionalText.transform((v, context) => {
    if (v === undefined) return null;
    try {
      return parseRestrictedEntries(v);
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  }),
  /** Browser tests only: a route that runs the financing clockwork at a later instant. Refused in production. */
  TEST_HOOKS: z
    .enum(['0', '1', 'true', 'false', ''])
    .default('')
    .transform((v) => v === '1' || v === 'true'),
});

export type Config = z.infer<typeof schema> & { PUBLIC_SITE_URL: string; dataDir: string; siteDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.TEST_HOOKS && env.NODE_ENV === 'production')
    throw new Error('Invalid configuration:\n  TEST_HOOKS: must not be on in production');
  const { HOST, PORT, PUBLIC_SITE_URL = listeningUrl(HOST, PORT) } = parsed.data;
  return { ...parsed.data, PUBLIC_SITE_URL, dataDir: resolve(parsed.data.DATA_DIR), siteDir: resolve(parsed.data.SITE_DIR) };
}
