/**
 * The gateway's app factory: tests call it in-process, the servers in scripts/ listen with it.
 * It owns no database: the caller opens one, passes it in, and closes it after `app.close()`.
 */
import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AUTO_DELIVER_DAYS } from '../contracts/commerce.ts';
import { parseJsonBody } from '../contracts/paging.ts';
import { createIdTokenVerifier } from './platform/auth/oidc.ts';
import type { TrustProxy } from './platform/config.ts';
import type { Db } from './db/client.ts';
import { installAccessControl } from './platform/http/access.ts';
import { installCaseInsensitiveKeys } from './platform/http/case-insensitive-keys.ts';
import { installCompression } from './platform/http/compression.ts';
import { apiNotFound, installErrorHandlers } from './platform/http/error-handler.ts';
import { devMailboxAllowed, installDevMailbox } from './platform/mail/dev-mailbox.ts';
import { installOpenApi } from './platform/http/openapi.ts';
import { installNulGuard } from './platform/http/refuse-nul.ts';
import { failure } from './platform/http/reply.ts';
import { installShutdownAnswer } from './platform/http/shutdown.ts';
import { installSecurityHeaders } from './platform/http/security-headers.ts';
import { createJobQueue, type JobQueue } from './platform/jobs/queue.ts';
import { modules } from './modules.ts';
import type { ModuleContext } from './platform/http/module.ts';
import { type ClaimOptions, createServices, type Services, type WalletOptions } from './registry.ts';
import type { FileStorage } from './platform/files/file-storage.ts';
import type { PaymentOptions } from './payments/index.ts';
import type { EInvoicing, IdentityProvider } from './providers/ports.ts';
import type { PlatformParty } from './documents/index.ts';
import { type PinKeys, pinKeysFrom } from './platform/auth/pin-keys.ts';
import type { SmsSender } from './providers/sms.ts';
import { installObservability } from './platform/observability/observability.ts';
import { installRequestTracing, traceFields } from './platform/observability/tracing.ts';

export interface AppOptions {
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** Key of the access tokens; a random one (sessions end with the process) when absent. */
  jwtSecret?: Uint8Array;
  /** Keys of the wallet PINs' keyed hashes; a random one (PINs set now stop working with the process) when absent. */
  pinKeys?: PinKeys;
  /** Days a message stays in the outbox (30 when absent). */
  outboxRetentionDays?: number;
  /** Public address of the site, for links in emails and the cookies' Secure flag. */
  siteUrl?: string;
  /** Social sign-in, when a client id is configured. */
  google?: { clientId: string; issuer: string } | null;
  /** SMTP delivery of the outbox; without it messages stay queued. */
  smtp?: { url: string; from: string } | null;
  /** Operator address that receives contact-form messages. */
  contactEmail?: string | null;
  /** Sign-in attempts allowed from one address per 15 minutes; 30 when absent. */
  signInAttemptsPerAddress?: number;
  /** Where uploaded files are kept; uploads are refused without it. */
  storage?: FileStorage | null;
  /** Uploads one person may send per 10 minutes; 30 when absent. */
  uploadsPerTenMinutes?: number;
  /** Bytes of uploads a company (or a person without one) may keep; 200 MiB when absent. */
  storageQuotaBytes?: number;
  /** Card payments (Paystack) and the bank account of proforma invoices; card is off without a secret key. */
  payments?: PaymentOptions;
  /** The platform's wallet caps and commission; the defaults of wallet/wallets.ts and wallet/order-money.ts when absent. */
  wallet?: WalletOptions;
  /** The identity (KYC) provider for verification tiers; verification is unavailable when absent. */
  identity?: IdentityProvider | null;
  /** Text messages for one-time codes (besides email); email only when absent. */
  sms?: SmsSender | null;
  /** The e-invoicing service that clears trade documents (providers/mbs.ts); off when absent. */
  einvoicing?: EInvoicing | null;
  /** The platform as its receipts and commission invoices name it; the defaults of registry.ts when absent. */
  platformParty?: PlatformParty;
  /** The time as the money rules see it (holds, limits, codes); tests move it. The system clock when absent. */
  clock?: () => Date;
  /** VAT rates by country (basis points) over the defaults of contracts/tax.ts, and the platform's country; a rate outside 0–100 % stops the start. */
  tax?: { vatRatesBps?: Record<string, number>; platformCountry?: string };
  /**
   * Browser tests' hooks (financing/test-hooks-routes.ts): run the financing clockwork at a later instant.
   * Never on in production (platform/config.ts refuses TEST_HOOKS there).
   */
  testHooks?: boolean;
  /**
   * The proxies in front whose X-Forwarded-For is believed (platform/config.ts, TRUST_PROXY): a number of
   * hops or their addresses. Never `true`, which would take whatever address a client writes in.
   */
  trustProxy?: TrustProxy;
  /**
   * Shows the outbox's messages at /dev/mailbox to this machine's browser (platform/mail/dev-mailbox.ts):
   * asked for by `npm start` and `npm run dev` without SMTP_URL; never with one, never in production.
   */
  devMailbox?: boolean;
  /** The bearer token that opens /metrics to other machines (METRICS_TOKEN); this machine's own requests only when absent. */
  metricsToken?: string | null;
  /**
   * Entries only a verified company (tier 2) with an end-use declaration may buy, beside explosives,
   * toxic gases and packing group I toxics: UN and CAS numbers (platform/config.ts,
   * DANGEROUS_GOODS_RESTRICTED_ENTRIES). The drug precursors of the 1988 Convention's Table I when absent.
   */
  restrictedEntries?: { unNumbers: string[]; casNumbers: string[] } | null;
  /**
   * Conversations: minutes a message waits unread before its side is emailed (15 when absent), and
   * the live stream's keep-alive interval in milliseconds (25 s when absent).
   */
  conversations?: { unreadEmailAfterMinutes?: number; heartbeatMs?: number };
  /**
   * Claims on delivered orders: days after delivery while the buyer may claim and the seller waits
   * to be paid (7 when absent; 0 pays on delivery), and days the seller has to settle a claim before
   * an operator decides (5 when absent).
   */
  claims?: ClaimOptions;
  /** Registers more routes (the site's static files) after the API. */
  extend?: (app: FastifyInstance) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** Background jobs (platform/jobs/queue.ts): started when the app is ready, stopped when it closes. */
    jobs: JobQueue;
  }
}

/** Keeps secrets out of the logs, whatever the level. */
export const logRedactions = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'password',
  'token',
  'refreshToken',
  'jwToken',
  'passwordHash',
  'pin',
  'currentPin',
  'newPin',
  'walletPin',
  'code',
  'params',
  '*.password',
  '*.token',
  '*.refreshToken',
  '*.jwToken',
  '*.passwordHash',
  '*.pin',
  '*.walletPin',
  '*.params',
  '*.email',
  'email',
];

/** Fastify's trustProxy for a number of hops (its types leave numbers out): the first `n` addresses back are proxies. */
function trustedProxies(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, logger = false, extend } = options;
  const siteUrl = options.siteUrl ?? 'http://localhost:4321';
  const jwtSecret = options.jwtSecret ?? randomBytes(32);
  const app = Fastify({
    // Each line written inside a traced request carries its trace id (platform/observability/tracing.ts).
    logger: logger && typeof logger === 'object' ? { redact: logRedactions, mixin: traceFields, ...logger } : logger,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    forceCloseConnections: 'idle',
    // The envelope's 503 comes from platform/http/shutdown.ts, and a malformed URL's 400 from here.
    return503OnClosing: false,
    frameworkErrors: (error, _request, reply) => {
      const message = error.code === 'FST_ERR_BAD_URL' ? 'The address is not a valid URL.' : 'The request could not be read.';
      void (reply as FastifyReply).status(400).send(failure(message));
    },
    // One line per request at debug level instead of two at info (see the onResponse hook).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: trustedProxies(options.trustProxy ?? false),
  }).withTypeProvider<ZodTypeProvider>();
  // First, so every hook after it (the access check's statements too) runs inside the request's span.
  await installRequestTracing(app);

  // A JSON body's number fields take JSON numbers only; queries and paths also take decimal strings.
  app.setValidatorCompiler<z.ZodType>((route) => {
    const validate = validatorCompiler(route);
    return route.httpPart === 'body' ? (data: unknown) => parseJsonBody(() => validate(data)) : validate;
  });
  // Responses are typed by the contracts at compile time; validating every answer again at run
  // time would cost the hot paths for no gain, so the schemas serve the OpenAPI document only.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  installErrorHandlers(app);
  installNulGuard(app);
  installShutdownAnswer(app);
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      { method: request.method, url: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
  installSecurityHeaders(app, siteUrl);
  installCaseInsensitiveKeys(app);
  const jobs = createJobQueue(db, app.log);
  const services = createServices(db, {
    jwtSecret,
    pinKeys: options.pinKeys ?? pinKeysFrom(randomBytes(32).toString('base64url')),
    siteUrl,
    log: app.log,
    verifyIdToken: options.google ? createIdTokenVerifier(options.google.issuer, options.google.clientId) : null,
    contactEmail: options.contactEmail ?? null,
    signInAttemptsPerAddress: options.signInAttemptsPerAddress ?? 30,
    storage: options.storage ?? null,
    uploadLimits: { perTenMinutes: options.uploadsPerTenMinutes ?? 30, quotaBytes: options.storageQuotaBytes ?? 200 * 1024 * 1024 },
    payments: options.payments ?? {},
    wallet: options.wallet ?? {},
    clock: options.clock ?? (() => new Date()),
    identity: options.identity ?? null,
    sms: options.sms ?? null,
    einvoicing: options.einvoicing ?? null,
    ...(options.platformParty ? { platformParty: options.platformParty } : {}),
    jobs,
    smtp: options.smtp ?? null,
    tax: options.tax ?? {},
    dangerousGoods: { restrictedEntries: options.restrictedEntries ?? null },
    conversations: options.conversations ?? {},
    claims: options.claims ?? {},
  });
  installObservability(app, {
    db,
    jobs,
    searchIndex: { state: services.searchProducts.indexState, warm: services.searchProducts.warm },
    metricsToken: options.metricsToken ?? null,
  });
  installAccessControl(app, jwtSecret, services.members.load);
  await app.register(cookie);
  await installCompression(app);
  await installOpenApi(app, siteUrl);

  app.decorate('services', services);
  app.decorate('jobs', jobs);
  // Each module defines its jobs and hooks (modules.ts); the queue starts once all are defined.
  const context: ModuleContext<Services> = {
    services,
    db,
    jobs,
    log: app.log,
    settings: {
      autoDeliverDays: options.wallet?.autoDeliverDays ?? AUTO_DELIVER_DAYS,
      outboxRetentionDays: options.outboxRetentionDays ?? 30,
      uploads: Boolean(options.storage),
      dedicatedAccounts: Boolean(options.payments?.paystack),
      einvoicing: Boolean(options.einvoicing),
    },
  };
  for (const module of modules) {
    for (const { name, handler, options: schedule } of module.jobs?.(context) ?? []) jobs.define(name, handler, schedule);
  }
  app.addHook('onReady', () => jobs.start());
  for (const { onReady } of modules) if (onReady) app.addHook('onReady', () => onReady(context));
  app.addHook('onClose', async () => {
    await jobs.stop();
    for (const { onClose } of modules) await onClose?.(context);
  });

  const secureCookies = new URL(siteUrl).protocol === 'https:';
  await app.register(
    async (api) => {
      for (const module of modules) {
        for (const routes of module.routes ?? []) await api.register(routes, { services, secureCookies });
        // Browser tests' hooks only (config.ts refuses TEST_HOOKS in production).
        if (options.testHooks) for (const routes of module.testRoutes ?? []) await api.register(routes, { services, secureCookies });
      }
      api.setNotFoundHandler((request, reply) => reply.status(404).send(apiNotFound(request.method, request.url)));
    },
    { prefix: '/api' },
  );

  if (options.devMailbox && devMailboxAllowed(options.smtp)) installDevMailbox(app, db);
  if (extend) await extend(app);
  else app.setNotFoundHandler((request, reply) => reply.status(404).send(apiNotFound(request.method, request.url)));
  return app;
}
