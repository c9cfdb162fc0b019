/**
 * What a module of the gateway (a domain, a flow, a piece of the platform) hands the app: its route
 * plugins, its background jobs and what it does when the app is ready or closes. app.ts walks the
 * one list of modules in modules.ts; it is fastify's autoload written out, so what the gateway runs
 * is read in one file, and each domain declares its routes and jobs beside its code.
 *
 * A module is typed by the services it uses (`GatewayModule<{ wallets: Wallets }>`), not by the
 * whole registry, so a domain never imports the composition root above it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { JobName } from '../jobs/catalog.ts';
import type { DefineOptions, JobHandler, JobQueue } from '../jobs/queue.ts';

/** What every route plugin is given: the services it uses, and whether cookies are sent Secure. */
export interface RouteOptions<S> {
  services: S;
  secureCookies: boolean;
}

/** A route plugin of a module, registered under /api. */
export type Routes<S> = FastifyPluginAsyncZod<RouteOptions<S>>;

/** The app's settings that decide which jobs a module runs and how. */
export interface ModuleSettings {
  /** Days after shipping when an order the buyer has not confirmed counts as delivered. */
  autoDeliverDays: number;
  /** Days a message stays in the outbox. */
  outboxRetentionDays: number;
  /** Uploads are kept somewhere (a file storage is configured). */
  uploads: boolean;
  /** A provider of wallets' dedicated accounts (Paystack) is configured. */
  dedicatedAccounts: boolean;
  /** An e-invoicing service clears trade documents (documents/clearance.ts). */
  einvoicing: boolean;
}

export interface ModuleContext<S> {
  services: S;
  db: Db;
  jobs: JobQueue;
  settings: ModuleSettings;
  /** The app's logger, for what a job finds that people must hear of. */
  log: FastifyBaseLogger;
}

/** One job a module runs: its handler and, for a periodic one, its cron schedule (platform/jobs/catalog.ts has its retry rule). */
export interface JobDefinition {
  name: JobName;
  // biome-ignore lint/suspicious/noExplicitAny: `job()` checks each handler against its job's data.
  handler: JobHandler<any>;
  options?: DefineOptions;
}

export function job<N extends JobName>(name: N, handler: JobHandler<N>, options?: DefineOptions): JobDefinition {
  return options ? { name, handler, options } : { name, handler };
}

export interface GatewayModule<S> {
  name: string;
  /** Route plugins, registered under /api in this order. */
  routes?: Routes<S>[];
  /** Routes of the browser tests' hooks, registered only when the app runs with `testHooks` (never in production). */
  testRoutes?: Routes<S>[];
  /** The module's jobs; a job whose work is not configured (no SMTP, no storage) is left out. */
  jobs?: (context: ModuleContext<S>) => JobDefinition[];
  /** Runs once the app is ready, beside the other modules' hooks. */
  onReady?: (context: ModuleContext<S>) => Promise<void>;
  /** Runs when the app closes, after the jobs have stopped. */
  onClose?: (context: ModuleContext<S>) => Promise<void> | void;
}
