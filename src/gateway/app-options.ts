/** The app factory's options as the servers derive them from the configuration. */
import { join } from 'node:path';
import type { AppOptions } from './app.ts';
import { loadSecrets } from './auth/secrets.ts';
import type { Config } from './config.ts';
import { createDiskStorage } from './services/disk-storage.ts';

export function appOptionsFromConfig(config: Config): Omit<AppOptions, 'db' | 'extend'> {
  return {
    logger: { level: config.LOG_LEVEL },
    jwtSecret: loadSecrets(config.dataDir).jwtSecret,
    siteUrl: config.PUBLIC_SITE_URL,
    google: config.PUBLIC_GOOGLE_CLIENT_ID ? { clientId: config.PUBLIC_GOOGLE_CLIENT_ID, issuer: config.GOOGLE_ISSUER } : null,
    smtp: config.SMTP_URL ? { url: config.SMTP_URL, from: config.EMAIL_FROM } : null,
    storage: createDiskStorage(join(config.dataDir, 'uploads')),
    contactEmail: config.CONTACT_EMAIL ?? null,
    signInAttemptsPerAddress: config.SIGN_IN_ATTEMPTS_PER_ADDRESS,
    uploadsPerTenMinutes: config.UPLOADS_PER_10_MINUTES,
    storageQuotaBytes: config.COMPANY_STORAGE_QUOTA_MB * 1024 * 1024,
    payments: {
      paystack: config.PAYSTACK_SECRET_KEY ? { secretKey: config.PAYSTACK_SECRET_KEY, baseUrl: config.PAYSTACK_BASE_URL } : null,
      publicKey: config.PUBLIC_PAYSTACK_PUBLIC_KEY ?? null,
      dedicatedAccountBank: config.PAYSTACK_DEDICATED_ACCOUNT_BANK,
      bank: { accountName: config.BANK_ACCOUNT_NAME, bankName: config.BANK_NAME, accountNumber: config.BANK_ACCOUNT_NUMBER },
    },
    wallet: {
      commissionBps: Math.round(config.COMMISSION_PERCENT * 100),
      autoDeliverDays: config.AUTO_DELIVER_DAYS,
      caps: { maxPerTransaction: config.WALLET_MAX_PER_TRANSACTION_NAIRA * 100, maxDaily: config.WALLET_MAX_DAILY_NAIRA * 100 },
    },
  };
}
