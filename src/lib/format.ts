/** Formatting shared by the static pages and the islands. */

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Minor units (kobo) → "₦1,250,000" or "₦1,250.50"; money is never a float until shown. */
export function formatMoney(minor: number, currency = 'NGN'): string {
  const whole = minor % 100 === 0;
  const key = `${currency}:${whole}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-NG', {
      style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2,
    });
    moneyFormats.set(key, format);
  }
  return format.format(minor / 100);
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** "NG" → "Nigeria"; an unknown code is shown as it is. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat('en-NG').format(value);
}

/** "2026-03-01T…" → "1 Mar 2026", in the reader's time zone (the account's, in the dashboard). */
export function formatDate(iso: string, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(new Date(iso));
}

/** "2026-03-01T14:05…" → "1 Mar 2026, 15:05" in the given time zone. */
export function formatDateTime(iso: string, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));
}
