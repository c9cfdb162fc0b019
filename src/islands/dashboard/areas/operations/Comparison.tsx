/**
 * What the customer submitted beside what the provider's look-up found, label by label, with the
 * rows that differ marked: the operator's decision rests on these differences.
 */
interface Entry {
  label: string;
  value: string;
}

interface ComparisonProps {
  caption: string;
  submitted: readonly Entry[];
  lookup: readonly Entry[];
  /** Column names, when not "Submitted" and "Look-up". */
  columns?: [string, string];
}

/** Case, spacing and punctuation aside, the same value (names come back upper-cased from registries). */
const normal = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export function Comparison({ caption, submitted, lookup, columns = ['Submitted', 'Look-up'] }: ComparisonProps) {
  const labels = [...new Set([...submitted, ...lookup].map((entry) => entry.label))];
  const valueFor = (entries: readonly Entry[], label: string) => entries.find((entry) => entry.label === label)?.value ?? null;
  return (
    <div className="table-scroll comparison">
      <table className="data">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Detail</th>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {labels.map((label) => {
            const mine = valueFor(submitted, label);
            const found = valueFor(lookup, label);
            const differs = mine !== null && found !== null && normal(mine) !== normal(found);
            return (
              <tr key={label} className={differs ? 'differs' : undefined}>
                <th scope="row">
                  {label}
                  {differs && <span className="badge warning comparison-flag">Differs</span>}
                </th>
                <td data-label={columns[0]}>{mine ?? <span className="muted">Not given</span>}</td>
                <td data-label={columns[1]}>{found ?? <span className="muted">Not found</span>}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
