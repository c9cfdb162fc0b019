/** Page links for the search results: first, last, and the pages around the current one. */
export function Pagination({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (n: number) => void }) {
  const pages = [...new Set([1, page - 1, page, page + 1, totalPages])].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b);
  return (
    <nav className="pagination" aria-label="Result pages">
      <button type="button" className="button secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>Previous</button>
      {pages.map((n, i) => (
        <span key={n}>
          {i > 0 && n - pages[i - 1]! > 1 && <span className="gap" aria-hidden="true">…</span>}
          <button type="button" className={`button ${n === page ? '' : 'secondary'}`} aria-current={n === page ? 'page' : undefined}
            aria-label={`Page ${n}`} onClick={() => onPage(n)}>{n}</button>
        </span>
      ))}
      <button type="button" className="button secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>Next</button>
    </nav>
  );
}
