/**
 * The calendar of the date picker, loaded only when someone opens it (react-day-picker and its
 * date library stay out of the page's first download, its stylesheet too: DatePicker loads it with
 * this module). Weeks start on Monday (spec §9).
 */
import { DayPicker, type Matcher } from 'react-day-picker';
import { parseIsoDate } from '../data/iso-date.ts';

const WEEK_STARTS_ON = 1;

/**
 * A day's name starts with the number it shows ("28 April 2031, Monday"), so speaking what is
 * seen ("click 28") finds it.
 */
function labelDayButton(date: Date, modifiers: { today?: boolean; selected?: boolean }): string {
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  const weekday = date.toLocaleDateString('en-GB', { weekday: 'long' });
  return [`${day}, ${weekday}`, modifiers.today ? 'today' : '', modifiers.selected ? 'selected' : ''].filter(Boolean).join(', ');
}

interface DatePickerCalendarProps {
  /** yyyy-MM-dd, or anything else for no selection. */
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  onSelect: (date: Date) => void;
  /** Focus the selected day (or today) when shown. */
  autoFocus?: boolean;
  /** The day counted as today (tests); the real today by default. */
  today?: Date;
}

export default function DatePickerCalendar({ value, min, max, onSelect, autoFocus = true, today }: DatePickerCalendarProps) {
  const selected = parseIsoDate(value);
  const first = parseIsoDate(min);
  const last = parseIsoDate(max);
  const now = today ?? new Date();
  const start = selected ?? (first && now < first ? first : last && now > last ? last : now);
  const disabled: Matcher[] = [...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])];
  return (
    <DayPicker
      mode="single"
      weekStartsOn={WEEK_STARTS_ON}
      selected={selected}
      onSelect={(date) => {
        const chosen = date ?? selected;
        if (chosen) onSelect(chosen);
      }}
      defaultMonth={start}
      startMonth={first}
      endMonth={last}
      disabled={disabled}
      showOutsideDays
      autoFocus={autoFocus}
      labels={{ labelDayButton }}
      {...(today ? { today } : {})}
    />
  );
}
