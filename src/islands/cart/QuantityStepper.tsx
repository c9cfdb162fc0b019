/**
 * A whole-number input between a minimum and a maximum, with − and + buttons. Typing is free; the
 * value settles (within bounds) when the field loses focus or Enter is pressed.
 */
import { useEffect, useState } from 'react';
import { clampQuantity } from '../../lib/cart.ts';

interface Props {
  id: string;
  /** What is counted, e.g. "25 kg bag": the field is "Quantity of 25 kg bag", the buttons "One more 25 kg bag". */
  name: string;
  value: number;
  min: number;
  max: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
  describedBy?: string | undefined;
}

export function QuantityStepper({ id, name, value, min, max, disabled = false, onChange, describedBy }: Props) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const settle = (raw: string) => {
    const next = clampQuantity(Number.parseInt(raw, 10), min, max);
    setText(String(next));
    if (next !== value) onChange(next);
  };

  const label = `Quantity of ${name}`;
  return (
    <div className="stepper" role="group" aria-label={label}>
      <button
        type="button"
        className="stepper-button"
        aria-label={`One fewer ${name}`}
        disabled={disabled || value <= min}
        onClick={() => onChange(clampQuantity(value - 1, min, max))}
      >
        <span aria-hidden="true">−</span>
      </button>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="stepper-input"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={text}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(e) => setText(e.target.value)}
        onBlur={(e) => settle(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            settle(e.currentTarget.value);
          }
        }}
      />
      <button
        type="button"
        className="stepper-button"
        aria-label={`One more ${name}`}
        disabled={disabled || value >= max}
        onClick={() => onChange(clampQuantity(value + 1, min, max))}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
