/** Builders of the envelope for successful answers. */
import type { Envelope, PagedEnvelope } from '../../../contracts/envelope.ts';
import type { Page } from '../../../contracts/paging.ts';

export function ok<T>(data: T, message: string | null = null): Envelope<T> {
  return { succeeded: true, message, errors: null, data };
}

export function paged<T>(items: T[], totalRecords: number, page: Page): PagedEnvelope<T> {
  return {
    succeeded: true,
    message: null,
    errors: null,
    data: items,
    pageNumber: page.pageNumber,
    pageSize: page.pageSize,
    totalRecords,
    totalPages: Math.ceil(totalRecords / page.pageSize),
  };
}

/** An error's envelope; `data` is null but for refusals that say how to fix the request (HttpError.data). */
export function failure<T = null>(message: string, errors: Envelope<null>['errors'] = null, data: T | null = null): Envelope<T | null> {
  return { succeeded: false, message, errors, data };
}
