/**
 * The storefront home's first screen: its head (title, period) and the number cards. The area
 * draws it with its answers; before the app's code has loaded, the page's HTML carries it with the
 * figures still to come (DashboardFrame), so the cards are on screen with the page.
 */
import type { ReactNode } from 'react';
import type { StatsPeriod } from '../../../../contracts/storefront-stats.ts';
import { STATS_PERIODS } from '../../../../contracts/stats-periods.ts';
import { PeriodSwitch } from '../../../shared/ui/PeriodSwitch.tsx';
import { StatsCards } from './StatsCards.tsx';

export function StorefrontHomeScreen({
  title,
  days,
  onDays,
  drawnByThePage = false,
  children,
}: {
  title: string;
  days: StatsPeriod;
  onDays: (days: StatsPeriod) => void;
  /** In the page's HTML, before the app is here: the period is shown, and can be changed once it is. */
  drawnByThePage?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="storefront-home" aria-labelledby="area-title">
      <div className="list-head">
        <h1 id="area-title">{title}</h1>
        <PeriodSwitch periods={STATS_PERIODS} days={days} onChange={onDays} disabled={drawnByThePage} />
      </div>
      {children}
    </section>
  );
}

/** The period the storefront home opens on. */
export const FIRST_PERIOD: StatsPeriod = 30;

/** The first screen as the page's HTML carries it: the first period, its figures to come. */
export function StorefrontHomeFrame({ title }: { title: string }) {
  return (
    <StorefrontHomeScreen title={title} days={FIRST_PERIOD} onDays={() => {}} drawnByThePage>
      <StatsCards days={FIRST_PERIOD} />
    </StorefrontHomeScreen>
  );
}
