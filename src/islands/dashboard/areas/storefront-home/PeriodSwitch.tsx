/** The period the storefront's numbers cover: 7, 30 or 90 days, as toggle buttons. */
import { STATS_PERIODS, type StatsPeriod } from '../../../../contracts/storefront-stats.ts';

export function PeriodSwitch({ days, onChange }: { days: StatsPeriod; onChange: (days: StatsPeriod) => void }) {
  return (
    <div className="period-switch" role="group" aria-label="Period">
      {STATS_PERIODS.map((period) => (
        <button key={period} type="button" aria-pressed={period === days} onClick={() => onChange(period)}>
          {period} days
        </button>
      ))}
    </div>
  );
}
