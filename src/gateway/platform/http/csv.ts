/** CSV for spreadsheets: one cell quoted when needed and never read as a formula, and a whole file. */
export const csvCell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The header and rows as a CSV file's text (CRLF line ends, as RFC 4180 has them). */
export const csvFile = (header: string[], rows: string[][]) =>
  `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
