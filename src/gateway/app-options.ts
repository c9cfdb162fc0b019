/** The app factory's options as the servers derive them from the configuration. */
import { join } from 'node:path';
import { KOBO_PER_NAIRA } from '../contracts/money.ts';
import type { AppOptions } from './app.ts';
import { loadSecrets } from './platform/auth/secrets.ts';
import type { Config } from './platform/config.ts';
import { createDiskStorage } from './platform/files/disk-storage.ts';
import { createDojahIdentity } from './providers/dojah.ts';
import { createMbs } from './providers/mbs.ts';
import { MARKETPLACE_NAME } from './platform/marketplace.ts';
import { createTermiiSms } from './providers/sms.ts';

/** The configuration's limits are whole naira; the services count kobo. */
const naira = (amount: number) => amount * KOBO_PER_NAIRA;

export function appOptionsFromConfig(config: Config): Omit<AppOptions, 'db' | 'extend'> {
  const secrets = loadSecrets(config.dataDir);
  return {
    logger: { level: config.LOG_LEVEL },
    jwtSecret: secrets.jwtSecret,
    pinKeys: secrets.pinKeys,
    outboxRetentionDays: config.OUTBOX_RETENTION_DAYS,
    siteUrl: config.PUBLIC_SITE_URL,
    google: config.PUBLIC_GOOGLE_CLIENT_ID ? { clientId: config.PUBLIC_GOOGLE_CLIENT_ID, issuer: config.GOOGLE_ISSUER } : null,
    smtp: config.SMTP_URL ? { url: config.SMTP_URL, from: config.EMAIL_FROM } : null,
    // Without a mail server, the messages are shown at /dev/mailbox (not in production: app.ts).
    devMailbox: !config.SMTP_URL,
    storage: createDiskStorage(join(config.dataDir, 'uploads')),
    contactEmail: config.CONTACT_EMAIL ?? null,
    signInAttemptsPerAddress: config.SIGN_IN_ATTEMPTS_PER_ADDRESS,
    uploadsPerTenMinutes: config.UPLOADS_PER_10_MINUTES,
    storageQuotaBytes: config.COMPANY_STORAGE_QUOTA_MB * 1024 * 1024,
    conversations: { unreadEmailAfterMinutes: config.MESSAGE_EMAIL_AFTER_MINUTES },
    claims: { windowDays: config.ORDER_CLAIM_WINDOW_DAYS, responseDays: config.ORDER_CLAIM_RESPONSE_DAYS },
    payments: {
      paystack: config.PAYSTACK_SECRET_KEY ? { secretKey: config.PAYSTACK_SECRET_KEY, baseUrl: config.PAYSTACK_BASE_URL } : null,
      publicKey: config.PUBLIC_PAYSTACK_PUBLIC_KEY ?? null,
      dedicatedAccountBank: config.PAYSTACK_DEDICATED_ACCOUNT_BANK,
      bank: { accountName: config.BANK_ACCOUNT_NAME, bankName: config.BANK_NAME, accountNumber: config.BANK_ACCOUNT_NUMBER },
    },
    wallet: {
      commissionBps: Math.round(config.COMMISSION_PERCENT * 100),
      autoDeliverDays: config.AUTO_DELIVER_DAYS,
      maxTopUp: naira(config.MAX_TOP_UP_NAIRA),
      maxPayment: naira(config.MAX_PAYMENT_NAIRA),
      caps: { maxPerTransaction: naira(config.WALLET_MAX_PER_TRANSACTION_NAIRA), maxDaily: naira(config.WALLET_MAX_DAILY_NAIRA) },
      tiers: {
        0: {
          maxBalance: naira(config.TIER0_MAX_BALANCE_NAIRA),
          maxPerTransaction: naira(config.TIER0_MAX_PER_TRANSACTION_NAIRA),
          maxDaily: naira(config.TIER0_MAX_DAILY_NAIRA),
          payouts: false,
        },
        1: {
          maxBalance: naira(config.TIER1_MAX_BALANCE_NAIRA),
          maxPerTransaction: naira(config.TIER1_MAX_PER_TRANSACTION_NAIRA),
          maxDaily: naira(config.TIER1_MAX_DAILY_NAIRA),
          payouts: true,
        },
        2: {
          maxBalance: null,
          maxPerTransaction: naira(config.WALLET_MAX_PER_TRANSACTION_NAIRA),
          maxDaily: naira(config.WALLET_MAX_DAILY_NAIRA),
          payouts: true,
        },
      },
      payouts: {
        coolingOffMs: config.BENEFICIARY_COOLING_OFF_HOURS * 3600_000,
        coolingOffCap: naira(config.BENEFICIARY_COOLING_OFF_CAP_NAIRA),
        approvalAbove: naira(config.PAYOUT_APPROVAL_ABOVE_NAIRA),
      },
      financing: {
        minAmount: naira(config.FINANCING_MIN_NAIRA),
        maxAmount: naira(config.FINANCING_MAX_NAIRA),
        lateFeeBps: Math.round(config.FINANCING_LATE_FEE_PERCENT * 100),
        lineDays: config.FINANCING_LINE_DAYS,
      },
    },
    tax: { vatRatesBps: config.VAT_RATES, platformCountry: config.PLATFORM_COUNTRY },
    restrictedEntries: config.DANGEROUS_GOODS_RESTRICTED_ENTRIES,
    testHooks: config.TEST_HOOKS,
    metricsToken: config.METRICS_TOKEN ?? null,
    trustProxy: config.TRUST_PROXY,
    sms: config.SMS_TERMII_API_KEY
      ? createTermiiSms({ apiKey: config.SMS_TERMII_API_KEY, baseUrl: config.SMS_TERMII_BASE_URL, senderId: config.SMS_SENDER_ID })
      : null,
    platformParty: {
      name: MARKETPLACE_NAME,
      legalName: config.PLATFORM_LEGAL_NAME,
      tin: config.PLATFORM_TIN ?? null,
      address: config.PLATFORM_ADDRESS.split(',')
        .map((part) => part.trim())
        .filter(Boolean),
      country: 'NG',
      email: config.PLATFORM_EMAIL ?? null,
    },
    einvoicing:
      config.EINVOICE_API_KEY && config.EINVOICE_BASE_URL
        ? createMbs({
            baseUrl: config.EINVOICE_BASE_URL,
            apiKey: config.EINVOICE_API_KEY,
            apiSecret: config.EINVOICE_API_SECRET ?? '',
            businessId: config.EINVOICE_BUSINESS_ID ?? '',
            serviceId: config.EINVOICE_SERVICE_ID ?? '',
            publicKey: config.EINVOICE_PUBLIC_KEY?.replaceAll('\\n', '\n') ?? null,
            certificate: config.EINVOICE_CERTIFICATE ?? null,
          })
        : null,
    identity: config.IDENTITY_SECRET_KEY
      ? createDojahIdentity({
          baseUrl: config.IDENTITY_BASE_URL,
          appId: config.IDENTITY_APP_ID ?? '',
          secretKey: config.IDENTITY_SECRET_KEY,
        })
      : null,
  };
}
