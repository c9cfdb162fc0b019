/**
 * A campaign's statuses and their labels, without the schemas: campaigns.ts builds its schemas
 * from them and re-exports them, and the campaigns list reads them from here without loading zod.
 */
export const CAMPAIGN_STATUSES = ['scheduled', 'active', 'paused', 'ended', 'exhausted'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  scheduled: 'Scheduled',
  active: 'Running',
  paused: 'Paused',
  ended: 'Ended',
  exhausted: 'Budget spent',
};
