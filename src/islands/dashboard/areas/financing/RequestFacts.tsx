/**
 * What a request asks, grouped as the form's steps group it and in the form's words: the review
 * step shows the draft this way before it is submitted, the request's page after. Values saved as
 * typed text (not readable yet) show as typed.
 */
import type { ReactNode } from 'react';
import { type FinancingType, nairaEquivalent } from '../../../../contracts/financing.ts';
import { countryName } from '../../../../contracts/format.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { FIELDS, type FieldSpec, ROWS, SOURCE_LABELS, STEPS } from './draft-fields.ts';

interface Fact {
  label: string;
  value: ReactNode;
  /** A list (inputs, contracts) under its group's title: shown across, its label read by screen readers only. */
  wide?: boolean;
}

export interface FactGroup {
  /** The step (from 1) that asks these. */
  step: number;
  title: string;
  facts: Fact[];
}

/** A form's label without the currency it is typed in ("Cost (₦)" → "Cost"): the value shown carries it. */
const plain = (label: string) => label.replace(/\s*\(₦\)$/, '');

const number = (value: unknown): number | null => (typeof value === 'number' ? value : null);

function show(spec: FieldSpec, value: unknown, details: Record<string, unknown>, sourceLabel?: string): ReactNode {
  if (value === undefined || value === '') return <span className="muted">Not given</span>;
  const currency = typeof details.currency === 'string' && details.currency ? details.currency : 'USD';
  const amount = number(value);
  if (amount !== null && spec.kind === 'money') return formatMoney(amount);
  if (amount !== null && spec.kind === 'minor') return formatMoney(amount, currency);
  if (amount !== null && spec.kind === 'rate') return `${formatMoney(amount)} per ${currency}`;
  if (amount !== null && spec.kind === 'days') return `${amount} days`;
  // Named, not linked: a request's files are private, read by the financing team through their console.
  if (spec.kind === 'file') return 'Attached (PDF)';
  if (spec.name === 'source' && typeof value === 'string') return SOURCE_LABELS[value as keyof typeof SOURCE_LABELS] ?? value;
  if (spec.name === 'sourceId' && sourceLabel) return sourceLabel;
  if (spec.name === 'supplierCountry' && typeof value === 'string') return countryName(value);
  return String(value);
}

function rowsFact(type: FinancingType, name: string, details: Record<string, unknown>): Fact | null {
  const spec = ROWS[type].find((r) => r.name === name);
  if (!spec) return null;
  const rows = Array.isArray(details[name]) ? (details[name] as Record<string, unknown>[]) : [];
  const filled = rows.filter((row) => row && Object.keys(row).length > 0);
  return {
    label: spec.label,
    wide: true,
    value: filled.length ? (
      <ul className="fin-fact-rows">
        {filled.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own; they are shown in order
          <li key={i}>
            {spec.row
              .filter((f) => row[f.name] !== undefined && row[f.name] !== '')
              .map((f) => (
                <span key={f.name} className="fin-fact-part">
                  <span className="visually-hidden">{plain(f.label)}: </span>
                  {show(f, row[f.name], details)}
                </span>
              ))}
          </li>
        ))}
      </ul>
    ) : (
      <span className="muted">None yet</span>
    ),
  };
}

/** The request's details as groups of facts, one per step of the form that asks them. */
export function factGroups(type: FinancingType, details: Record<string, unknown>, sourceLabel?: string): FactGroup[] {
  return STEPS[type].flatMap((step, index) => {
    if (step.kind === 'documents' || step.kind === 'review') return [];
    const facts = step.fields.flatMap((name): Fact[] => {
      const row = rowsFact(type, name, details);
      if (row) return [row];
      const spec = FIELDS[type].find((f) => f.name === name);
      // A cart is financed as it is: there is no quote or order to name.
      if (!spec || (name === 'sourceId' && details.source !== 'quote' && details.source !== 'order')) return [];
      // An id means nothing to read: the quote or order is named when known (the request's page names it by its subject).
      if (name === 'sourceId' && details.sourceId && !sourceLabel) return [];
      const label = name === 'sourceId' ? (details.source === 'quote' ? 'Quote' : 'Order') : plain(spec.label);
      const fact = { label, value: show(spec, details[name], details, sourceLabel) };
      const foreign = number(details.foreignAmount);
      const rate = number(details.koboPerUnit);
      if (name === 'koboPerUnit' && foreign !== null && rate !== null)
        return [fact, { label: 'Naira equivalent', value: <strong>{formatMoney(nairaEquivalent(foreign, rate))}</strong> }];
      return [fact];
    });
    return [{ step: index + 1, title: step.title, facts }];
  });
}

export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="fin-facts">
      {facts.map((fact) => (
        <div key={fact.label} className={fact.wide ? 'fin-fact wide' : 'fin-fact'}>
          <dt className={fact.wide ? 'visually-hidden' : undefined}>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
