/**
 * A date filter kept in the address, typed or picked. The field keeps what is being typed; the
 * address changes only when the field holds a whole day (2026-11-01), or when leaving it turns
 * 2026-11-1 into one, or when it is emptied. Binding the field to the address directly rewrote the
 * address on every key and threw the half-typed date away.
 */
import { useEffect, useState } from 'react';
import { DatePicker } from './DatePicker.tsx';
import { isIsoDate } from '../data/iso-date.ts';

interface Props {
  id: string;
  label: string;
  /** The day in the address, or null. */
  value: string | null;
  min?: string | undefined;
  max?: string | undefined;
  onApply: (day: string | null) => void;
}

export function DateFilter({ id, label, value, min, max, onApply }: Props) {
  const [text, setText] = useState(value ?? '');
  // Back, Forward and "Clear the filters" change the address: the field follows it.
  useEffect(() => setText(value ?? ''), [value]);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <DatePicker
        id={id}
        value={text}
        min={min}
        max={max}
        onChange={(typed) => {
          setText(typed);
          if (typed === '') {
            if (value !== null) onApply(null);
          } else if (isIsoDate(typed) && typed !== value) onApply(typed);
        }}
      />
    </div>
  );
}
