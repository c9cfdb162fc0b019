/** Which items of a queue are shown: those waiting for a decision, or those already decided (toggle buttons); a queue may name the second otherwise ("All"). */
import type { QueueState } from './api.ts';
import '../../../shared/ui/period-switch.css';

const STATES: { value: QueueState; label: string }[] = [
  { value: 'waiting', label: 'Waiting' },
  { value: 'decided', label: 'Decided' },
];

interface StateSwitchProps {
  state: QueueState;
  onChange: (state: QueueState) => void;
  /** The label of the "decided" state, when the queue lists something else there. */
  otherLabel?: string;
}

export function StateSwitch({ state, onChange, otherLabel }: StateSwitchProps) {
  return (
    <div className="period-switch" role="group" aria-label="Show items">
      {STATES.map(({ value, label }) => (
        <button key={value} type="button" aria-pressed={value === state} onClick={() => onChange(value)}>
          {value === 'decided' && otherLabel ? otherLabel : label}
        </button>
      ))}
    </div>
  );
}
