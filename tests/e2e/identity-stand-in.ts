/**
 * The browser tests' identity provider: the Dojah stand-in (src/gateway/providers/local/identity-server.ts) on a
 * fixed loopback port, which the all-in-one server calls as IDENTITY_BASE_URL with IDENTITY_APP_ID
 * and IDENTITY_SECRET_KEY. It starts with the demo people and companies; tests add others with
 * POST /__stand-in/people and /__stand-in/businesses. GET /health answers "ok".
 */
import { startIdentityServer } from '../../src/gateway/providers/local/identity-server.ts';

const PORT = Number(process.env.IDENTITY_PORT ?? 2528);
const APP_ID = process.env.IDENTITY_APP_ID;
const SECRET_KEY = process.env.IDENTITY_SECRET_KEY;
if (!APP_ID || !SECRET_KEY)
  throw new Error('IDENTITY_APP_ID and IDENTITY_SECRET_KEY are required: the stand-in answers only calls made with them.');

const stand = await startIdentityServer({ port: PORT, appId: APP_ID, secretKey: SECRET_KEY });
console.log(`identity stand-in: ${stand.url}`);
