/** Which items of a queue are shown: those waiting for a decision, or those already decided (toggle buttons). */
import type { QueueState } from './api.ts';
import '../../../shared/ui/period-switch.css';

const STATES: { value: QueueState; label: string }[] = [
  { value: 'waiting', label: 'Waiting' },
  { value: 'decided', label: 'Decided' },
];

export function StateSwitch({ state, onChange }: { state: QueueState; onChange: (state: QueueState) => void }) {
  return (
    <div className="period-switch" role="group" aria-label="Show items">
      {STATES.map(({ value, label }) => (
        <button key={value} type="button" aria-pressed={value === state} onClick={() => onChange(value)}>
          {label}
        </button>
      ))}
    </div>
  );
}
