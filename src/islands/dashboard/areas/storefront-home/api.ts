/** The storefront home's gateway calls (spec §7 "storefront stats and charts"): the period's numbers and its day-by-day series. */
import type { Envelope } from '../../../../contracts/envelope.ts';
import type { StatsPeriod, StorefrontCharts, StorefrontStats } from '../../../../contracts/storefront-stats.ts';
import { api } from '../../../../lib/api-client.ts';
import { queryKey } from '../../../shared/data/use-query.ts';

export const statsKey = (days: StatsPeriod) => queryKey('storefront-home:stats', { Days: days });
export const loadStats = async (days: StatsPeriod, signal: AbortSignal) =>
  (await api<Envelope<StorefrontStats>>('/v1/storefront/stats', { query: { Days: days }, signal })).data;

export const chartsKey = (days: StatsPeriod) => queryKey('storefront-home:charts', { Days: days });
export const loadCharts = async (days: StatsPeriod, signal: AbortSignal) =>
  (await api<Envelope<StorefrontCharts>>('/v1/storefront/charts', { query: { Days: days }, signal })).data;
