/**
 * Every gateway answer is one envelope: `{ succeeded, message, errors, data }`.
 * Paged lists add `pageNumber, pageSize, totalRecords, totalPages` beside `data`
 * (the spec reads lists as `response.data.data`).
 */
import { z } from 'zod';

/** Field name → messages; `null` when there is nothing to report. */
export const fieldErrors = z.record(z.string(), z.array(z.string())).nullable();
export type FieldErrors = z.infer<typeof fieldErrors>;

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    succeeded: z.boolean(),
    message: z.string().nullable(),
    errors: fieldErrors,
    data,
  });
}

export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return envelope(z.array(item)).extend({
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    totalRecords: z.number().int(),
    totalPages: z.number().int(),
  });
}

export interface Envelope<T> {
  succeeded: boolean;
  message: string | null;
  errors: FieldErrors;
  data: T;
}

export interface PagedEnvelope<T> extends Envelope<T[]> {
  pageNumber: number;
  pageSize: number;
  totalRecords: number;
  totalPages: number;
}
