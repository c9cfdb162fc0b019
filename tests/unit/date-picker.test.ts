/**
 * The shared date picker, rendered to HTML with React's server renderer (no form uses it yet; once
 * the quote form does, the browser tests cover it there too): weeks start on Monday, the field
 * holds year-month-day, and the dates it reads and writes are calendar days.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DatePicker } from '../../src/islands/shared/ui/DatePicker.tsx';
import DatePickerCalendar from '../../src/islands/shared/ui/DatePickerCalendar.tsx';
import { formatIsoDate, isIsoDate, isWithin, normalizeDateText, parseIsoDate } from '../../src/islands/shared/data/iso-date.ts';

const weekdayHeaders = (html: string) => [...html.matchAll(/<th aria-label="(\w+)" class="rdp-weekday"/g)].map((m) => m[1]);

describe('the calendar', () => {
  it('starts its weeks on Monday', () => {
    const html = renderToStaticMarkup(createElement(DatePickerCalendar, { value: '2025-03-07', onSelect: () => {}, autoFocus: false }));
    expect(weekdayHeaders(html)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    // March 2025 begins on a Saturday: the first row shows Monday 24 February to Sunday 2 March.
    const days = [...html.matchAll(/data-day="(\d{4}-\d{2}-\d{2})"/g)].map((m) => m[1]);
    expect(days.slice(0, 7)).toEqual(['2025-02-24', '2025-02-25', '2025-02-26', '2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02']);
  });

  it('opens on the selected month and marks the day', () => {
    const html = renderToStaticMarkup(createElement(DatePickerCalendar, { value: '2025-03-07', onSelect: () => {}, autoFocus: false }));
    expect(html).toContain('aria-label="March 2025"');
    expect(html).toMatch(/data-day="2025-03-07"[^>]*data-selected="true"/);
    // Each day's name starts with the number it shows.
    expect(html).toContain('aria-label="7 March 2025, Friday, selected"');
    expect(html).toContain('aria-label="24 February 2025, Monday"');
  });

  it('opens on the first day allowed when today is before it, and disables days out of range', () => {
    const html = renderToStaticMarkup(
      createElement(DatePickerCalendar, {
        value: '',
        min: '2031-05-10',
        max: '2031-06-20',
        onSelect: () => {},
        autoFocus: false,
        today: new Date(2030, 0, 1),
      }),
    );
    expect(html).toContain('aria-label="May 2031"');
    expect(html).toMatch(/data-day="2031-05-09"[^>]*data-disabled="true"/);
    expect(html).not.toMatch(/data-day="2031-05-10"[^>]*data-disabled="true"/);
  });
});

describe('the field', () => {
  it('is a labelled text input in the year-month-day format with a calendar button', () => {
    const html = renderToStaticMarkup(
      createElement(DatePicker, {
        id: 'needed-by',
        name: 'neededBy',
        value: '2025-03-07',
        onChange: () => {},
        'aria-invalid': true,
        'aria-describedby': 'needed-by-error',
      }),
    );
    expect(html).toMatch(/<input[^>]*id="needed-by"[^>]*name="neededBy"/);
    expect(html).toContain('value="2025-03-07"');
    expect(html).toContain('placeholder="YYYY-MM-DD"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="needed-by-format needed-by-error"');
    expect(html).toContain('Format: year-month-day');
    expect(html).toMatch(
      /<button[^>]*aria-label="Choose date, selected Friday,? 7 March 2025"[^>]*aria-haspopup="dialog"[^>]*aria-expanded="false"/,
    );
  });
});

describe('year-month-day dates', () => {
  it('read and write calendar days', () => {
    expect(formatIsoDate(new Date(2025, 2, 7))).toBe('2025-03-07');
    expect(parseIsoDate('2025-03-07')?.getDate()).toBe(7);
    expect(parseIsoDate('2024-02-29')).toBeDefined();
    expect(parseIsoDate('2025-02-29')).toBeUndefined();
    expect(parseIsoDate('2025-3-7')).toBeUndefined();
    expect(isIsoDate('')).toBe(false);
  });

  it('tidy what people type', () => {
    expect(normalizeDateText('2025-3-7')).toBe('2025-03-07');
    expect(normalizeDateText(' 2025/03/07 ')).toBe('2025-03-07');
    expect(normalizeDateText('2025.12.31')).toBe('2025-12-31');
    expect(normalizeDateText('07/03/2025')).toBeUndefined();
    expect(normalizeDateText('2025-13-01')).toBeUndefined();
  });

  it('compare with bounds', () => {
    expect(isWithin('2025-03-07', '2025-03-07', '2025-03-08')).toBe(true);
    expect(isWithin('2025-03-06', '2025-03-07')).toBe(false);
    expect(isWithin('2025-03-09', undefined, '2025-03-08')).toBe(false);
    expect(isWithin('not a date')).toBe(false);
  });
});
