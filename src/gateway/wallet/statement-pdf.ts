/**
 * A wallet's statement for a period as PDF, beside the CSV of the same lines (wallet-routes.ts):
 * the owner, the period in market days, each line with money in and out, and the period's totals.
 * Drawn with the gateway's page kit (platform/pdf).
 */
import type { WalletDetails, WalletTransaction } from '../../contracts/wallet.ts';
import { columns, newPdf, note, pageHead, pageNumbers, pdfBytes, pdfMoney, table } from '../platform/pdf/pdf-document.ts';

const STATUS_WORDS: Record<string, string> = { completed: 'Completed', held: 'Held', released: 'Released', pending: 'Pending' };

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Africa/Lagos',
  }).format(new Date(iso));

export async function walletStatementPdf(
  marketplace: string,
  wallet: Pick<WalletDetails, 'id' | 'currency' | 'owner' | 'balances'>,
  period: { from: string; to: string },
  lines: WalletTransaction[],
): Promise<Buffer> {
  const doc = newPdf(`Wallet statement ${period.from} to ${period.to}`, marketplace);
  const money = (minor: number) => pdfMoney(minor, wallet.currency);
  pageHead(doc, marketplace, 'Wallet statement', [
    ['Period', `${period.from} to ${period.to}`],
    ['Wallet', wallet.id.slice(0, 8).toUpperCase()],
  ]);
  // Held lines have not moved money yet; released ones never did.
  const counted = lines.filter((l) => l.status === 'completed');
  const moneyIn = counted.filter((l) => l.direction === 'in').reduce((sum, l) => sum + l.amount, 0);
  const moneyOut = counted.filter((l) => l.direction === 'out').reduce((sum, l) => sum + l.amount, 0);
  columns(doc, [
    { heading: 'Account holder', lines: [wallet.owner.name, wallet.owner.kind === 'company' ? 'Company wallet' : 'Personal wallet'] },
    {
      heading: 'Balances now',
      lines: [
        `Available ${money(wallet.balances.available)}`,
        `Held ${money(wallet.balances.held)}`,
        `Ledger ${money(wallet.balances.ledger)}`,
      ],
    },
  ]);
  table(
    doc,
    [
      { label: 'Date', share: 0.17 },
      { label: 'Description', share: 0.31 },
      { label: 'Reference', share: 0.14 },
      { label: 'Status', share: 0.1 },
      { label: 'In', share: 0.14, align: 'right' },
      { label: 'Out', share: 0.14, align: 'right' },
    ],
    [
      ...lines.map((l) => [
        when(l.createdAt),
        l.description,
        l.reference ?? '',
        STATUS_WORDS[l.status] ?? l.status,
        l.direction === 'in' ? money(l.amount) : '',
        l.direction === 'out' ? money(l.amount) : '',
      ]),
      ['', 'Totals of the period (completed lines)', '', '', money(moneyIn), money(moneyOut)],
    ],
    { boldLast: true },
  );
  note(
    doc,
    lines.length
      ? 'Times are Lagos time. Held lines become completed when the order is delivered, or released when it is cancelled.'
      : 'No movement in this period.',
  );
  pageNumbers(doc, `Wallet statement ${period.from} to ${period.to}`);
  return pdfBytes(doc);
}
