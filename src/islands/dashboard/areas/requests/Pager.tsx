/** Previous and next page of a paged list, with where the reader is. */
import type { PagedEnvelope } from '../../../../contracts/envelope.ts';

export function Pager({ label, page, onPage }: { label: string; page: PagedEnvelope<unknown>; onPage: (n: number) => void }) {
  if (page.totalPages <= 1) return null;
  return (
    <nav className="request-pager" aria-label={label}>
      <button type="button" className="button secondary compact" disabled={page.pageNumber <= 1} onClick={() => onPage(page.pageNumber - 1)}>Previous</button>
      <span>Page {page.pageNumber} of {page.totalPages}</span>
      <button type="button" className="button secondary compact" disabled={page.pageNumber >= page.totalPages} onClick={() => onPage(page.pageNumber + 1)}>Next</button>
    </nav>
  );
}
