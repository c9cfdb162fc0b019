/**
 * The one pager of the islands: previous, next, and where the reader is; with `numbered`, the first,
 * last and nearby page numbers too (search results). Nothing when everything fits on one page.
 */
import './pager.css';

interface PagerProps {
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  numbered?: boolean;
}

/** The page numbers worth a button: first, last, and the pages around the current one. */
export function visiblePages(page: number, totalPages: number): number[] {
  return [...new Set([1, page - 1, page, page + 1, totalPages])].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b);
}

export function Pager({ label, page, totalPages, onPage, numbered = false }: PagerProps) {
  if (totalPages <= 1) return null;
  const pages = visiblePages(page, totalPages);
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="button secondary compact" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      {numbered ? (
        pages.map((n, i) => (
          <span key={n} className="pager-page">
            {i > 0 && n - pages[i - 1]! > 1 && (
              <span className="pager-gap" aria-hidden="true">
                …
              </span>
            )}
            <button
              type="button"
              className={`button compact ${n === page ? '' : 'secondary'}`}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              onClick={() => onPage(n)}
            >
              {n}
            </button>
          </span>
        ))
      ) : (
        <span>
          Page {page} of {totalPages}
        </span>
      )}
      <button type="button" className="button secondary compact" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
