/** The period a dashboard's numbers cover (7, 30 or 90 days…), as toggle buttons. */
import './period-switch.css';

export function PeriodSwitch<P extends number>({
  periods,
  days,
  onChange,
  disabled = false,
}: {
  periods: readonly P[];
  days: P;
  onChange: (days: P) => void;
  /** Drawn before the page's code has loaded: shown, not yet usable. */
  disabled?: boolean;
}) {
  return (
    <div className="period-switch" role="group" aria-label="Period">
      {periods.map((period) => (
        <button key={period} type="button" aria-pressed={period === days} disabled={disabled} onClick={() => onChange(period)}>
          {period} days
        </button>
      ))}
    </div>
  );
}
