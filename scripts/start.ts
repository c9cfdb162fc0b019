/** `npm start`: the whole marketplace on one port, for a person trying it out. */
// First: tracing must be set up before anything loads `pg` or `http` (scripts/telemetry.ts).
import './telemetry.ts';
import { existsSync } from 'node:fs';
import { loadConfig } from '../src/gateway/platform/config.ts';
import { DataDirLockedError } from '../src/gateway/db/data-dir-lock.ts';
import { DEV_MAILBOX_PATH } from '../src/gateway/platform/mail/dev-mailbox.ts';
import { startAllInOne } from './start/all-in-one.ts';
import { startLocalProviders } from '../src/gateway/providers/local/local-providers.ts';
import { cdnPurgerFromEnv } from '../src/publisher/cdn-purge.ts';
import { stopTracing } from '../src/gateway/platform/observability/tracing.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

try {
  // Before the configuration is read: the stand-ins put their addresses and keys in the environment.
  const localProviders = await startLocalProviders();
  if (localProviders) console.log(localProviders.summary);
  const config = loadConfig();
  // A CDN in front of the site is told what each publish changed (README, "Serving the site from a CDN").
  const cdn = cdnPurgerFromEnv(process.env, config.PUBLIC_SITE_URL);
  const server = await startAllInOne(config, console.log, {
    onPublished: async (result) => {
      if (!cdn || result.kind === 'none') return;
      try {
        const { requests, urls } = await cdn.purge(result);
        console.log(result.kind === 'full' ? 'CDN: purged everything.' : `CDN: purged ${urls} addresses in ${requests} requests.`);
      } catch (error) {
        console.error(`CDN: the purge failed (${(error as Error).message}); the CDN serves the old pages until they expire.`);
      }
    },
  });
  localProviders?.gatewayListening(server.url);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received: finishing requests and closing the database…`);
    await server.close();
    await localProviders?.close();
    await stopTracing();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // Without SMTP_URL no email leaves the server: people read them in the development mailbox.
  const mailbox = server.app.hasRoute({ method: 'GET', url: DEV_MAILBOX_PATH })
    ? `\nEmails are not sent (no SMTP_URL): read them at ${server.url}${DEV_MAILBOX_PATH}`
    : '';
  server.siteReady.then(
    () => console.log(`\nThe marketplace is running at ${server.url}  (API docs: ${server.url}/api/docs)${mailbox}\nPress Ctrl-C to stop.`),
    (error: Error) => console.error(`\n${error.message}\nThe API still runs at ${server.url}/api; fix the error and start again.`),
  );
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
