/** Dates in the dashboard are shown in the account's time zone (account settings), in the one style of contracts/format.ts. */
import { useStore } from '@nanostores/react';
import { formatDate, formatDateTime, formatTime } from '../../../contracts/format.ts';
import { $timezone } from '../../../lib/session.ts';

export function useAccountDates() {
  const timeZone = useStore($timezone);
  return {
    date: (iso: string) => formatDate(iso, timeZone),
    dateTime: (iso: string) => formatDateTime(iso, timeZone),
    time: (at: string | number | Date) => formatTime(at, timeZone),
  };
}
