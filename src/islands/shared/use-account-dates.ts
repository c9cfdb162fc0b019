/** Dates in the dashboard are shown in the account's time zone (account settings). */
import { useStore } from '@nanostores/react';
import { formatDate, formatDateTime } from '../../contracts/format.ts';
import { $timezone } from '../../lib/session.ts';

export function useAccountDates() {
  const timeZone = useStore($timezone);
  return { date: (iso: string) => formatDate(iso, timeZone), dateTime: (iso: string) => formatDateTime(iso, timeZone) };
}
