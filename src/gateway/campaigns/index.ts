/**
 * Campaigns' public entry: sellers' campaigns, the deals strip, and a purchase's use of campaign budgets (budget-check.ts).
 */
export { createCampaigns } from './campaigns.ts';
export { campaignsModule } from './module.ts';
export { spendCampaigns } from './budget-check.ts';
