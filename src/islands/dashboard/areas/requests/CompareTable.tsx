/**
 * The buyer's comparison: one column per supplier, a row per line (the best price marked) and per
 * term, totals with VAT and delivery, a score by the weights the buyer sets; CSV export; and the
 * award, all to one supplier or line by line, into one order per supplier at the offered prices.
 */
import { type ReactNode, useEffect, useId, useState } from 'react';
import { formatMoney } from '../../../../contracts/money.ts';
import { dayName, marketToday } from '../../../../contracts/market-days.ts';
import type { CompareWeights, Comparison, Rfq } from '../../../../contracts/rfq.ts';
import { fetchAddresses } from '../../../shared/commerce/api.ts';
import { useQuery } from '../../../shared/data/use-query.ts';
import { DownloadButton, useDownload } from '../../../shared/ui/DownloadButtons.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { requestKeys } from './api.ts';
import { RfqBadge } from './RfqPanel.tsx';
import { awardRfq, compareRfq, downloadComparison, rfqKeys } from './rfq-api.ts';
import { type Refusal, refusalOf } from './rfq-form-state.ts';

type Column = Comparison['columns'][number];
const WEIGHTS: [keyof CompareWeights, string][] = [
  ['price', 'Price'],
  ['leadTime', 'Lead time'],
  ['paymentTerms', 'Payment terms'],
  ['verification', 'Verification'],
];

function Award({ rfq, comparison, onAwarded }: { rfq: Rfq; comparison: Comparison; onAwarded: (message: string) => void }) {
  const id = useId();
  const addresses = useQuery(requestKeys.shippingAddresses, fetchAddresses);
  const offered = comparison.columns.filter((c) => c.offerId && !c.expired);
  const bestOf = (i: number) => offered.find((c) => c.cells[i]?.best)?.supplier.id ?? offered.find((c) => c.cells[i])?.supplier.id;
  const [picks, setPicks] = useState<(number | undefined)[]>(() => comparison.lines.map((_, i) => bestOf(i)));
  const [address, setAddress] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (!address && addresses.data?.[0]) setAddress(addresses.data[0].id);
  }, [addresses.data, address]);

  async function award() {
    setSending(true);
    setRefusal(null);
    try {
      const lines = comparison.lines.flatMap((l, i) => (picks[i] ? [{ lineId: l.id, supplierId: picks[i]! }] : []));
      const done = await awardRfq(rfq.id, { lines, shippingAddressId: address, paymentMethod: 'bank-transfer' });
      onAwarded(done.message ?? 'Awarded: your orders are placed.');
    } catch (e) {
      setRefusal(refusalOf(e));
    } finally {
      setSending(false);
    }
  }
  return (
    <section className="card request-section" aria-labelledby={`${id}-award`}>
      <h2 id={`${id}-award`}>Award</h2>
      <p className="muted">Each supplier's lines become one order at the offered prices, paid by bank transfer from the order page.</p>
      <div className="rfq-award-grid">
        {comparison.lines.map((line, i) => (
          <div key={line.id} className="field">
            <label htmlFor={`${id}-line-${i}`}>
              {line.position}. {line.name}
            </label>
            <select
              id={`${id}-line-${i}`}
              className="input"
              value={picks[i] ?? ''}
              onChange={(e) => setPicks((all) => all.map((p, j) => (j === i ? Number(e.target.value) || undefined : p)))}
            >
              <option value="">Not awarded</option>
              {offered
                .filter((c) => c.cells[i])
                .map((c) => (
                  <option key={c.supplier.id} value={c.supplier.id}>
                    {c.supplier.name}
                    {c.cells[i]!.best ? ' (best price)' : ''}
                  </option>
                ))}
            </select>
          </div>
        ))}
        <div className="field">
          <label htmlFor={`${id}-address`}>Deliver to</label>
          <select id={`${id}-address`} className="input" value={address} onChange={(e) => setAddress(e.target.value)}>
            {addresses.data?.map((a) => (
              <option key={a.id} value={a.id}>
                {a.label}: {a.line1}, {a.city}
              </option>
            ))}
          </select>
        </div>
      </div>
      {refusal && (
        <p className="field-error" role="alert">
          {refusal.message}
        </p>
      )}
      <p className="request-actions">
        <button type="button" className="button" disabled={sending || !address || !picks.some(Boolean)} onClick={() => void award()}>
          {sending ? 'Placing the orders…' : 'Award and place the orders'}
        </button>
      </p>
    </section>
  );
}

/** Prints the comparison alone (rfq.css: the rest of the page is left off the paper), in landscape. */
function printComparison() {
  const root = document.documentElement;
  root.dataset.printing = 'rfq-compare';
  window.addEventListener('afterprint', () => delete root.dataset.printing, { once: true });
  window.print();
}

export function CompareTable({ rfq, onAwarded }: { rfq: Rfq; onAwarded: (message: string) => void }) {
  const id = useId();
  const [weights, setWeights] = useState<CompareWeights>({ price: 60, leadTime: 20, paymentTerms: 10, verification: 10 });
  const query = useQuery(rfqKeys.compare(rfq.id, weights), (signal) => compareRfq(rfq.id, weights, signal));
  const download = useDownload();
  const c = query.data;
  const money = (v: number | null | undefined) => (v == null ? '—' : formatMoney(v, rfq.currency));
  const row = (label: string, cell: (col: Column) => ReactNode) => (
    <tr>
      <th scope="row">{label}</th>
      {c!.columns.map((col) => (
        <td key={col.supplier.id}>{cell(col)}</td>
      ))}
    </tr>
  );
  return (
    <>
      <section className="card request-section rfq-compare-print" aria-labelledby={`${id}-compare`}>
        <p className="rfq-print-title">
          {rfq.title} · {rfq.buyer.companyName ?? rfq.buyer.name} · delivery to {rfq.deliveryPlace} by {dayName(rfq.neededBy)} · printed{' '}
          {dayName(marketToday())}
        </p>
        <div className="rfq-compare-head">
          <h2 id={`${id}-compare`}>Offers side by side</h2>
          <span className="rfq-compare-tools">
            <button type="button" className="button secondary" onClick={printComparison}>
              Print
            </button>
            <DownloadButton download={download} what="The comparison" save={() => downloadComparison(rfq.id, weights)}>
              Export CSV
            </DownloadButton>
          </span>
        </div>
        {download.problem && <p className="field-error">{download.problem}</p>}
        <fieldset className="rfq-weights">
          <legend>Score weights</legend>
          {WEIGHTS.map(([key, label]) => (
            <label key={key}>
              {label}{' '}
              <input
                className="input compact"
                type="number"
                min={0}
                max={100}
                value={weights[key]}
                onChange={(e) => setWeights((w) => ({ ...w, [key]: Math.max(0, Math.min(100, Number(e.target.value) || 0)) }))}
              />
            </label>
          ))}
        </fieldset>
        <QueryStatus query={query} what="the comparison" />
        {c?.pricesHidden && <p className="request-note">This request is sealed: prices, totals and scores show once it closes.</p>}
        {c && (
          <div className="table-scroll rfq-compare-scroll">
            <table className="data data-table rfq-compare">
              <caption className="visually-hidden">Offers for {rfq.title}, one column per supplier</caption>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  {c.columns.map((col) => (
                    <th key={col.supplier.id} scope="col">
                      {col.supplier.name} <RfqBadge status={col.status} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {c.lines.map((line, i) =>
                  row(`${line.position}. ${line.name} (${line.quantity} ${line.unit})`, (col) => {
                    const cell = col.cells[i];
                    if (!cell) return <span className="muted">—</span>;
                    return (
                      <span className={cell.best ? 'rfq-best' : undefined}>
                        {cell.packages} × {cell.packageLabel}
                        <br />
                        {money(cell.unitPriceMinor)} each · {money(cell.lineTotalMinor)}
                        {cell.best && <strong> Best price</strong>}
                      </span>
                    );
                  }),
                )}
                {row('Payment terms', (col) => col.paymentTerms.join(', ') || '—')}
                {row('Lead time', (col) => (col.leadTimeDays === null ? '—' : `${col.leadTimeDays} days`))}
                {row('Incoterm', (col) => col.incoterm ?? '—')}
                {row('Valid until', (col) => (col.validUntil ? `${dayName(col.validUntil)}${col.expired ? ' (expired)' : ''}` : '—'))}
                {row('Delivery', (col) => col.deliveryLabel ?? '—')}
                {row('Documents', (col) =>
                  col.documents.length
                    ? col.documents.map((d) => (
                        <a key={d.id} href={d.url}>
                          {d.kind.toUpperCase()}{' '}
                        </a>
                      ))
                    : '—',
                )}
                {row('Verification tier', (col) => String(col.supplier.verificationTier))}
                {row('Goods', (col) => money(col.totals?.subtotalMinor))}
                {row('VAT', (col) => money(col.totals ? col.totals.goodsVatMinor + col.totals.deliveryVatMinor : null))}
                {row('Delivery fee', (col) => money(col.totals?.deliveryMinor))}
                {row('Total', (col) => (
                  <strong>{money(col.totals?.totalMinor)}</strong>
                ))}
                {row('Score', (col) => (col.score === null ? '—' : `${col.score} / 100`))}
                {row('Note', (col) => col.declineReason ?? '')}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {c && rfq.actions.includes('award') && <Award rfq={rfq} comparison={c} onAwarded={onAwarded} />}
    </>
  );
}
