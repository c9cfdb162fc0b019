/**
 * The browser tests' card provider: the Paystack stand-in (tests/gateway/paystack-server.ts) on a
 * fixed loopback port, which the all-in-one server calls as PAYSTACK_BASE_URL. Its payment page
 * (GET /checkout/{accessCode}) is where the buyer pays; "Pay" POSTs the signed `charge.success`
 * event to PAYSTACK_WEBHOOK_URL and sends the browser back. GET /health answers "ok".
 */
import { startPaystackServer } from '../gateway/paystack-server.ts';

const PORT = Number(process.env.PAYSTACK_PORT ?? 2527);
const SECRET_KEY = process.env.PAYSTACK_SECRET_KEY;
if (!SECRET_KEY) throw new Error('PAYSTACK_SECRET_KEY is required: the stand-in answers only calls made with it.');

const stand = await startPaystackServer(SECRET_KEY, { port: PORT, webhookUrl: process.env.PAYSTACK_WEBHOOK_URL || null });
console.log(`paystack stand-in: ${stand.url}, webhooks to ${stand.webhookUrl ?? 'nowhere'}`);
