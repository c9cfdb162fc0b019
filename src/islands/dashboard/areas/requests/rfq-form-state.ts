/** What the request-for-quotation forms share: the gateway's refusal as a message and field messages. */
import { errorMessage } from '../../../../lib/api-client.ts';

export interface Refusal {
  message: string;
  fields: Record<string, string[]>;
}

export function refusalOf(error: unknown): Refusal {
  const data = (error as { data?: { errors?: Record<string, string[]> | null } } | undefined)?.data;
  return { message: errorMessage(error), fields: data?.errors ?? {} };
}

/** The first message for a field, or for any field under it ("lines.0" finds "lines.0.name"). */
export const fieldMessage = (refusal: Refusal | null, field: string): string | undefined =>
  refusal?.fields[field]?.[0] ?? Object.entries(refusal?.fields ?? {}).find(([key]) => key.startsWith(`${field}.`))?.[1][0];

/** "2026-12-01T17:00" in the browser's time zone, a few days ahead: the default closing time. */
export function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
