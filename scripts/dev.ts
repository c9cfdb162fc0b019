/**
 * `npm run dev`: the gateway (scripts/gateway.ts) on GATEWAY_URL's port, default 4322, and Astro's
 * dev server on PORT, which proxies /api and /media to it. Seeds an empty catalog first.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../src/gateway/platform/config.ts';
import { DEV_MAILBOX_PATH, devMailboxAllowed } from '../src/gateway/platform/mail/dev-mailbox.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const gatewayUrl = new URL(process.env.GATEWAY_URL || 'http://127.0.0.1:4322');
const root = join(import.meta.dirname, '..');

const seeded = spawnSync(process.execPath, [join(root, 'scripts', 'seed.ts'), '--if-empty'], { stdio: 'inherit' });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

// Both serve the site on Astro's port: its address (PUBLIC_SITE_URL, by default HOST and PORT) goes into links and canonical URLs.
const site = { PUBLIC_SITE_URL: config.PUBLIC_SITE_URL };
const gateway = spawn(process.execPath, [join(root, 'scripts', 'gateway.ts')], {
  stdio: 'inherit',
  // No load balancer to wait for: the gateway closes at once when stopped.
  env: { ...process.env, ...site, PORT: gatewayUrl.port, HOST: gatewayUrl.hostname, DRAIN_SECONDS: '0' },
});
const astroArgs = ['dev', '--port', String(config.PORT), '--host', config.HOST];
const astro = spawn(process.execPath, [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), ...astroArgs], {
  stdio: 'inherit',
  env: { ...process.env, ...site, GATEWAY_URL: gatewayUrl.origin },
});
if (devMailboxAllowed(config.SMTP_URL))
  console.log(`Emails are not sent (no SMTP_URL): read them at ${config.PUBLIC_SITE_URL.replace(/\/$/, '')}${DEV_MAILBOX_PATH}`);
const stop = () => {
  astro.kill('SIGTERM');
  gateway.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
gateway.on('exit', (code) => {
  if (code) {
    astro.kill('SIGTERM');
    process.exit(code);
  }
});
