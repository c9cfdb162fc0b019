/**
 * The one date field of the site (spec §9): a text input in the year-month-day format
 * (YYYY-MM-DD) with a "Choose date" button opening a calendar whose weeks start on Monday.
 *
 * value / onChange: the field's text. It is yyyy-MM-dd whenever the field holds a date, '' when
 * empty, and what the person typed otherwise (so the form can say "Enter the date as
 * YYYY-MM-DD"; check with isIsoDate from ./iso-date.ts). Picking a day writes yyyy-MM-dd;
 * leaving the field turns 2025-3-7 or 2025/03/07 into 2025-03-07.
 *
 * Label it like any input: <label htmlFor={id}>. With react-hook-form, use a Controller:
 *   <Controller name="neededBy" control={form.control} render={({ field, fieldState }) => (
 *     <DatePicker id="needed-by" {...field} aria-invalid={fieldState.invalid} min={today} />)} />
 *
 * Keyboard: type the date; or Tab to "Choose date", Enter, then arrows (day, week), Page Up/Down
 * (month), Home/End (week), Enter to pick; Escape closes and returns to the button.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState, type Ref } from 'react';
import { formatIsoDate, normalizeDateText, parseIsoDate } from '../data/iso-date.ts';
import calendarStyles from 'react-day-picker/style.css?url';
import { areaStyles } from './area-styles.ts';
import './datepicker.css';

// The calendar's stylesheet comes with its code: imported by the calendar, it would be in the HTML
// of every page that has a date field (about 1.5 KB of a dashboard page's compressed HTML).
const loadCalendar = () => Promise.all([import('./DatePickerCalendar.tsx'), areaStyles(calendarStyles)]).then(([calendar]) => calendar);
const preload = () => void loadCalendar().catch(() => {});
const Calendar = lazy(() =>
  loadCalendar().catch(() => ({
    default: () => (
      <p className="date-picker-loading" role="alert">
        The calendar could not load. Type the date as YYYY-MM-DD.
      </p>
    ),
  })),
);

export interface DatePickerProps {
  id: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Earliest and latest days that can be picked, yyyy-MM-dd. */
  min?: string | undefined;
  max?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string | undefined;
  /** The input, e.g. for a form library to focus the first field in error. */
  ref?: Ref<HTMLInputElement>;
}

const readable = (value: string) =>
  parseIsoDate(value)?.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

export function DatePicker({ id, name, value, onChange, onBlur, min, max, required, disabled, ref, ...aria }: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  const formatId = `${id}-format`;
  const chosen = readable(value);

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };

  // A click or tap anywhere else closes the calendar.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only notices the keyboard leaving the field and its calendar
    <div
      className="date-picker"
      ref={root}
      onBlur={(event) => {
        // Focus moving out of the field and its calendar closes the calendar.
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <input
        ref={ref}
        id={id}
        name={name}
        className="input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="YYYY-MM-DD"
        maxLength={10}
        value={value}
        required={required}
        disabled={disabled}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={[formatId, aria['aria-describedby']].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
        onFocus={preload}
        onBlur={() => {
          const normal = normalizeDateText(value);
          if (normal && normal !== value) onChange(normal);
          onBlur?.();
        }}
      />
      <span id={formatId} className="visually-hidden">
        Format: year-month-day, for example 2025-03-07.
      </span>
      <button
        ref={button}
        type="button"
        className="date-picker-button"
        disabled={disabled}
        aria-label={chosen ? `Choose date, selected ${chosen}` : 'Choose date'}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onPointerEnter={preload}
        onClick={() => setOpen((was) => !was)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </svg>
      </button>
      {open && (
        <div
          id={dialogId}
          className="date-picker-popover"
          role="dialog"
          aria-modal="false"
          aria-label="Choose date"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close(true);
            }
          }}
        >
          <Suspense
            fallback={
              <p className="date-picker-loading" aria-busy="true">
                Loading the calendar…
              </p>
            }
          >
            <Calendar
              value={value}
              min={min}
              max={max}
              onSelect={(date) => {
                onChange(formatIsoDate(date));
                close(true);
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
