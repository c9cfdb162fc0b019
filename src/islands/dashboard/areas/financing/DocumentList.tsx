/**
 * A request's documents by name. Named, not linked: once a request names a file it is private,
 * read by the financing team through their console (the public file route answers 404).
 */
import type { FinancingDocument } from '../../../../contracts/financing.ts';

export function DocumentList({ documents }: { documents: readonly FinancingDocument[] }) {
  if (!documents.length) return <p className="muted small">No documents.</p>;
  return (
    <ul className="fin-documents">
      {documents.map((document) => (
        <li key={document.fileId}>
          {document.label} <span className="muted small">(PDF)</span>
        </li>
      ))}
    </ul>
  );
}
