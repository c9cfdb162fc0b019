/** Campaigns: sellers' campaigns and the marketplace's deals; a minute's tick publishes what time or a spent budget changed. */
import { type GatewayModule, job } from '../platform/http/module.ts';
import type { CampaignsService } from './campaigns.ts';
import { campaignRoutes } from './campaigns-routes.ts';
import { dealsRoutes } from './deals-routes.ts';

export const campaignsModule: GatewayModule<{ campaigns: CampaignsService }> = {
  name: 'campaigns',
  routes: [dealsRoutes, campaignRoutes],
  // A campaign that starts, ends or runs out reaches the site within the minute.
  jobs: ({ services }) => [job('campaigns.tick', () => services.campaigns.tick().then(() => undefined), { cron: '* * * * *' })],
};
