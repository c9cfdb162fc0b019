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
  /**
   * Details the gateway's own rule found alike though their letters differ (a bank's "APAPA CHEMICAL
   * TRADERS LTD" is the registered "Apapa Chemical Traders": the legal form is set aside), so they are
   * not marked as differing.
   */
  alike?: readonly string[];
}

/**
 * The name a customer gives is labelled by what it is ("Company", a person's "Name"), the one the
 * registry answers "Registered name": they are compared on one row.
 */
const sameDetail = (label: string) => (label === 'Company' || label === 'Name' ? 'Registered name' : label);

/** Case, spacing and punctuation aside, the same value (names come back upper-cased from registries). */
const normal = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A value one side does not carry (the registry does not report a TIN): a dash, said in words to screen readers. */
function Absent({ what }: { what: string }) {
  return (
    <span className="muted">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{what}</span>
    </span>
  );
}

export function Comparison({ caption, submitted, lookup, columns = ['Submitted', 'Look-up'], alike = [] }: ComparisonProps) {
  const details = [...new Set([...submitted, ...lookup].map((entry) => sameDetail(entry.label)))];
  const entryFor = (entries: readonly Entry[], detail: string) => entries.find((entry) => sameDetail(entry.label) === detail);
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
          {details.map((detail) => {
            const given = entryFor(submitted, detail);
            const mine = given?.value ?? null;
            const found = entryFor(lookup, detail)?.value ?? null;
            // Shown as the customer's form named it.
            const label = given?.label ?? detail;
            const differs = mine !== null && found !== null && !alike.includes(detail) && normal(mine) !== normal(found);
            return (
              <tr key={detail} className={differs ? 'differs' : undefined}>
                <th scope="row">
                  {label}
                  {differs && <span className="badge warning comparison-flag">Differs</span>}
                </th>
                <td data-label={columns[0]}>{mine ?? <Absent what="not part of the submission" />}</td>
                <td data-label={columns[1]}>{found ?? <Absent what={`not in the ${columns[1].toLowerCase()}`} />}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
