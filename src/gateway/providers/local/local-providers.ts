/**
 * LOCAL_PROVIDERS=1 for `npm start`: a newcomer without Paystack or Dojah keys can still try card
 * top-ups, bank-transfer top-ups (the stand-in's page sends a transfer to a wallet's dedicated
 * account), verification and payouts, and e-invoice clearance of trade documents. The stand-ins the tests use (paystack-server.ts and
 * identity-server.ts beside this file) start in this process on free loopback ports, and the
 * settings that point the gateway at them are put in the environment before the configuration is read.
 * Each stands in only for a provider that has no secret key configured; real keys always win.
 */
import { randomBytes } from 'node:crypto';

export interface LocalProviders {
  /** One line for the console saying what stands in where. */
  summary: string;
  /** Where the gateway listens, once it does: the Paystack stand-in sends its events there. */
  gatewayListening(url: string): void;
  close(): Promise<void>;
}

const isOn = (value: string | undefined) => value === '1' || value?.toLowerCase() === 'true';

/** Starts the stand-ins LOCAL_PROVIDERS asks for and sets `env` to use them; null when none is needed. */
export async function startLocalProviders(env: NodeJS.ProcessEnv = process.env): Promise<LocalProviders | null> {
  if (!isOn(env.LOCAL_PROVIDERS)) return null;
  const parts: string[] = [];
  const closers: (() => Promise<void>)[] = [];
  let setWebhookUrl = (_url: string) => {};

  if (!env.PAYSTACK_SECRET_KEY) {
    // Loaded only here: the stand-ins live with the tests and are no part of a deployment.
    const { startPaystackServer } = await import('./paystack-server.ts');
    const { DEMO_BANK_ACCOUNTS } = await import('./paystack-banks.ts');
    const secretKey = `sk_test_local_${randomBytes(12).toString('hex')}`;
    const paystack = await startPaystackServer(secretKey);
    for (const [key, name] of Object.entries(DEMO_BANK_ACCOUNTS)) paystack.accounts.set(key, name);
    env.PAYSTACK_SECRET_KEY = secretKey;
    env.PAYSTACK_BASE_URL = paystack.url;
    // No public key: the checkout then sends the buyer to the stand-in's payment page, where the
    // inline popup would load Paystack's own script and ask the real Paystack.
    env.PUBLIC_PAYSTACK_PUBLIC_KEY = '';
    setWebhookUrl = (url) => {
      paystack.webhookUrl = `${url}/api/v1/payments/paystack/webhook`;
    };
    closers.push(() => paystack.close());
    parts.push(
      `payments and payouts at ${paystack.url} (bank accounts ${Object.keys(DEMO_BANK_ACCOUNTS).join(', ')}; send a bank transfer to a wallet's account number at ${paystack.url}/bank-transfer)`,
    );
  }

  if (!env.IDENTITY_SECRET_KEY) {
    const { startIdentityServer } = await import('./identity-server.ts');
    const identity = await startIdentityServer({ appId: 'local-stand-in', secretKey: `test_sk_local_${randomBytes(12).toString('hex')}` });
    env.IDENTITY_BASE_URL = identity.url;
    env.IDENTITY_APP_ID = identity.appId;
    env.IDENTITY_SECRET_KEY = identity.secretKey;
    closers.push(() => identity.close());
    // The demo people's BVNs and NINs already verify the demo wallets (one identity, one wallet): a new
    // account tries the spare record, under that person's name.
    parts.push(
      `identity at ${identity.url} (BVN 22200000001: Chinedu Ikenna Eze, born 1990-01-01; the demo people's numbers verify only their own demo wallets)`,
    );
  }

  if (!env.EINVOICE_API_KEY) {
    const { startEInvoiceServer } = await import('./einvoice-server.ts');
    const einvoice = await startEInvoiceServer();
    env.EINVOICE_BASE_URL = einvoice.url;
    env.EINVOICE_API_KEY = einvoice.apiKey;
    env.EINVOICE_API_SECRET = einvoice.apiSecret;
    env.EINVOICE_BUSINESS_ID = einvoice.businessId;
    env.EINVOICE_SERVICE_ID = einvoice.serviceId;
    env.EINVOICE_PUBLIC_KEY = einvoice.publicKey;
    env.EINVOICE_CERTIFICATE = einvoice.certificate;
    closers.push(() => einvoice.close());
    parts.push(`e-invoice clearance at ${einvoice.url} (refuses an invoice missing a required field, such as a party's TIN)`);
  }

  if (!parts.length) return null;
  return {
    summary: `LOCAL_PROVIDERS: local stand-ins in use, no money moves and no registry is asked — ${parts.join('; ')}.`,
    gatewayListening: (url) => setWebhookUrl(url),
    close: async () => {
      await Promise.all(closers.map((close) => close()));
    },
  };
}
