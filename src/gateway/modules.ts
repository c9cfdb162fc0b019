/**
 * Every module of the gateway, in the order app.ts registers them: each brings its routes (under
 * /api) and its jobs (platform/http/module.ts). A new domain adds its module here, and its jobs'
 * names and retry rules to platform/jobs/catalog.ts. The floors come first, then the domains from
 * the bottom up, then the layers above them (docs/decisions/028-gateway-floor-plan.md).
 */
import { accountsModule } from './accounts/index.ts';
import { campaignsModule } from './campaigns/index.ts';
import { catalogModule } from './catalog/index.ts';
import { claimsModule } from './claims/index.ts';
import { commerceModule } from './commerce/index.ts';
import { companiesModule } from './companies/index.ts';
import { deliveryModule } from './delivery/index.ts';
import { documentsModule } from './documents/index.ts';
import { dangerousGoodsModule } from './dangerous-goods/index.ts';
import { conversationsModule } from './conversations/index.ts';
import { financingModule } from './financing/index.ts';
import { flowsModule } from './flows/index.ts';
import { runLedgerCheck } from './ledger/check-runs.ts';
import { foldCredits, voidExpiredHolds } from './ledger/ledger.ts';
import { operationsModule } from './operations/index.ts';
import { paymentsModule } from './payments/index.ts';
import { payoutsModule } from './payouts/index.ts';
import { filesModule } from './platform/files/module.ts';
import { healthRoutes } from './platform/http/health-routes.ts';
import { readinessRoutes } from './platform/observability/readiness-routes.ts';
import { type GatewayModule, job } from './platform/http/module.ts';
import { mailModule } from './platform/mail/module.ts';
import { notificationsModule } from './platform/notifications/module.ts';
import { publishingModule } from './publishing/index.ts';
import type { Services } from './registry.ts';
import { requestsModule } from './requests/index.ts';
import { rfqModule } from './rfq/index.ts';
import { searchModule } from './search/index.ts';
import { taxesModule } from './taxes/index.ts';
import { verificationModule } from './verification/index.ts';
import { walletModule } from './wallet/index.ts';

/** The ledger sits below the platform, so its housekeeping jobs are declared here rather than beside it. */
const ledgerModule: GatewayModule<Pick<Services, 'clock'>> = {
  name: 'ledger',
  jobs: ({ services, db, log }) => [
    // Credits to hot wallets wait in a table of their own; folded into the wallets' rows every minute.
    job('ledger.fold-credits', () => foldCredits(db), { cron: '* * * * *' }),
    // Holds with a timeout (payouts, financing) are released once it passes.
    job('ledger.expire-holds', () => voidExpiredHolds(db, services.clock()), { cron: '* * * * *' }),
    // The ledger checked every night (03:00 in Lagos), its result in the metrics; a failed check is logged as an error.
    job(
      'ledger.check',
      async () => {
        const { problems, tookMs } = await runLedgerCheck(db, 'job');
        if (problems.length) log.error({ problems: problems.slice(0, 20), count: problems.length }, 'ledger check found problems');
        return { problems: problems.length, tookMs };
      },
      { cron: '0 2 * * *' },
    ),
  ],
};

export const modules: GatewayModule<Services>[] = [
  { name: 'health', routes: [healthRoutes, readinessRoutes] },
  notificationsModule,
  filesModule,
  mailModule,
  ledgerModule,
  dangerousGoodsModule,
  catalogModule,
  searchModule,
  publishingModule,
  campaignsModule,
  taxesModule,
  deliveryModule,
  documentsModule,
  commerceModule,
  requestsModule,
  accountsModule,
  companiesModule,
  paymentsModule,
  walletModule,
  verificationModule,
  payoutsModule,
  financingModule,
  conversationsModule,
  rfqModule,
  claimsModule,
  operationsModule,
  flowsModule,
];
