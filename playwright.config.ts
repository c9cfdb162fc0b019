import { defineConfig, devices } from '@playwright/test';

/**
 * The browser tests run against the all-in-one server (`npm start`) on a fresh, small catalog.
 * Each run gets six ports (site, mail's SMTP and HTTP, payment provider, identity provider, and a
 * second, smaller all-in-one server without SMTP_URL for the development mailbox) and a directory of its own, so two runs on one machine (two checkouts, or two specs started at once)
 * never share a server or delete each other's site. The choice is made once in the runner's
 * process and handed to its workers through the environment.
 */
process.env.E2E_PORT ??= String(20_000 + (process.pid % 4000) * 6);
export const E2E_PORT = Number(process.env.E2E_PORT);
const MAIL_SMTP_PORT = E2E_PORT + 1;
const MAIL_HTTP_PORT = E2E_PORT + 2;
const PAYSTACK_PORT = E2E_PORT + 3;
const IDENTITY_PORT = E2E_PORT + 4;
const DEV_MAILBOX_SERVER_PORT = E2E_PORT + 5;
export const E2E_DIR = `.e2e/${E2E_PORT}`;
const baseURL = `http://127.0.0.1:${E2E_PORT}`;
/** `npm start` as a newcomer runs it: no SMTP_URL (emails at /dev/mailbox), no PUBLIC_SITE_URL, no providers. */
const DEV_MAILBOX_SERVER = `http://127.0.0.1:${DEV_MAILBOX_SERVER_PORT}`;
const DEV_MAILBOX_DIR = `${E2E_DIR}-dev-mailbox`;
const DEV_MAILBOX_SPECS = /dev-mailbox\.spec\.ts/;
/** Card payments and payouts go to the Paystack stand-in (tests/e2e/paystack-stand-in.ts), with a key valid nowhere else. */
export const PAYSTACK_URL = `http://127.0.0.1:${PAYSTACK_PORT}`;
const PAYSTACK_SECRET_KEY = 'sk_test_e2e_stand_in_only';
/** Identity look-ups (BVN, NIN, CAC) go to the Dojah stand-in (tests/e2e/identity-stand-in.ts), with keys valid nowhere else. */
export const IDENTITY_URL = `http://127.0.0.1:${IDENTITY_PORT}`;
const IDENTITY_APP_ID = 'e2e-stand-in';
const IDENTITY_SECRET_KEY = 'test_sk_e2e_stand_in_only';

/** The Chromium the tests and scripts/screenshots.ts drive: the system's, without the sandbox, the GPU or anything that phones home. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  // Two workers, their browsers and the one server share two cores: a dashboard's first screen can
  // take longer than the default 5 s to appear while another test builds or checks out.
  expect: { timeout: 10_000 },
  // Service workers are kept out, but where a test is about one (platform.spec.ts): each new browser
  // context's worker precaches every hashed asset of the build (about 200 requests) a few seconds
  // after its first page loads, and those requests queue with the test's own navigations and API
  // calls on the one all-in-one server; a test that signs in several people opens several contexts.
  use: { baseURL, launchOptions: CHROMIUM, trace: 'retain-on-failure', serviceWorkers: 'block' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM }, testIgnore: DEV_MAILBOX_SPECS },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: CHROMIUM }, grep: /@phone/, testIgnore: DEV_MAILBOX_SPECS },
    {
      name: 'dev-mailbox',
      use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM, baseURL: DEV_MAILBOX_SERVER },
      testMatch: DEV_MAILBOX_SPECS,
    },
  ],
  webServer: [
    {
      command: 'node tests/e2e/mail-catcher.ts',
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      reuseExistingServer: false,
      env: { MAIL_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_HTTP_PORT: String(MAIL_HTTP_PORT) },
    },
    {
      command: 'node tests/e2e/paystack-stand-in.ts',
      url: `${PAYSTACK_URL}/health`,
      reuseExistingServer: false,
      env: {
        PAYSTACK_PORT: String(PAYSTACK_PORT),
        PAYSTACK_SECRET_KEY,
        // Paystack has one webhook URL: charge and transfer (payout) events both go here.
        PAYSTACK_WEBHOOK_URL: `${baseURL}/api/v1/payments/paystack/webhook`,
      },
    },
    {
      command: 'node tests/e2e/identity-stand-in.ts',
      url: `${IDENTITY_URL}/health`,
      reuseExistingServer: false,
      env: { IDENTITY_PORT: String(IDENTITY_PORT), IDENTITY_APP_ID, IDENTITY_SECRET_KEY },
    },
    {
      command: `rm -rf ${E2E_DIR} && node scripts/start.ts`,
      url: `${baseURL}/markets`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: `${E2E_DIR}/data`,
        SITE_DIR: `${E2E_DIR}/dist`,
        SEED_PRODUCTS: '240',
        PUBLIC_SITE_URL: baseURL,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        // Card payments on the stand-in's page; without a public key the checkout redirects there
        // (the inline popup would need Paystack's own script).
        PAYSTACK_SECRET_KEY,
        PAYSTACK_BASE_URL: PAYSTACK_URL,
        PUBLIC_PAYSTACK_PUBLIC_KEY: '',
        IDENTITY_BASE_URL: IDENTITY_URL,
        IDENTITY_APP_ID,
        IDENTITY_SECRET_KEY,
        JWT_SECRET: '',
        // Every test signs in from this one address; the limit itself is tested in the gateway suite.
        SIGN_IN_ATTEMPTS_PER_ADDRESS: '100000',
        // The financing journey runs the due-date job as of an instalment's date (financing/test-hooks-routes.ts).
        TEST_HOOKS: '1',
        // The product's claim window: a delivered order pays its seller 7 days later unless the buyer
        // claims (claims.spec.ts); a journey that follows the money on settles its order through the
        // test hook (settlement.ts), as the job would once the window has passed.
        ORDER_CLAIM_WINDOW_DAYS: '7',
      },
    },
    {
      // Kept small: its site build runs beside the main server's.
      command: `rm -rf ${DEV_MAILBOX_DIR} && node scripts/start.ts`,
      url: `${DEV_MAILBOX_SERVER}/markets`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(DEV_MAILBOX_SERVER_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: `${DEV_MAILBOX_DIR}/data`,
        SITE_DIR: `${DEV_MAILBOX_DIR}/dist`,
        SEED_PRODUCTS: '24',
        LOG_LEVEL: 'warn',
        // Empty settings stand for unset ones, whatever a .env file says.
        PUBLIC_SITE_URL: '',
        SMTP_URL: '',
        DATABASE_URL: '',
        JWT_SECRET: '',
        PAYSTACK_SECRET_KEY: '',
        IDENTITY_SECRET_KEY: '',
        LOCAL_PROVIDERS: '',
        TEST_HOOKS: '',
      },
    },
  ],
});

/** Messages the all-in-one server sent to an address, newest last. */
export const MAILBOX = `http://127.0.0.1:${MAIL_HTTP_PORT}/messages`;
