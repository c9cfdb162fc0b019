/**
 * A draft's documents by name, on its review step (the submitted request's page offers them for
 * download through the request, since a file a request names is private).
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
