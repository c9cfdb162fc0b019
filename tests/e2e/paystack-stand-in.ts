/**
 * The browser tests' card provider: the Paystack stand-in (src/gateway/providers/local/paystack-server.ts) on a
 * fixed loopback port, which the all-in-one server calls as PAYSTACK_BASE_URL. Its payment page
 * (GET /checkout/{accessCode}) is where the buyer pays; "Pay" POSTs the signed `charge.success`
 * event to PAYSTACK_WEBHOOK_URL and sends the browser back. Payouts settle a moment after they
 * queue and send their `transfer.*` events to the same URL. The banks know the demo accounts
 * (DEMO_BANK_ACCOUNTS); tests register others and steer payouts through its /__stand-in/ controls.
 * GET /health answers "ok".
 */
import { startPaystackServer } from '../../src/gateway/providers/local/paystack-server.ts';
import { DEMO_BANK_ACCOUNTS } from '../../src/gateway/providers/local/paystack-banks.ts';

const PORT = Number(process.env.PAYSTACK_PORT ?? 2527);
const SECRET_KEY = process.env.PAYSTACK_SECRET_KEY;
if (!SECRET_KEY) throw new Error('PAYSTACK_SECRET_KEY is required: the stand-in answers only calls made with it.');

const stand = await startPaystackServer(SECRET_KEY, { port: PORT, webhookUrl: process.env.PAYSTACK_WEBHOOK_URL || null });
for (const [key, name] of Object.entries(DEMO_BANK_ACCOUNTS)) stand.accounts.set(key, name);
console.log(`paystack stand-in: ${stand.url}, webhooks to ${stand.webhookUrl ?? 'nowhere'}`);
