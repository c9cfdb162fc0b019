/**
 * A draft between the form and the gateway. The form holds text as typed; the draft is saved in
 * the contract's shape (kobo, cents, kobo per unit, days) wherever the text reads as such, and as
 * the text itself where it does not yet, so nothing typed is lost on a reload and the submission's
 * check names the field that still needs work. The form's check is the contract's own.
 */
import { z } from 'zod';
import {
  detailsByType,
  type FinancingDetail,
  type FinancingDocument,
  type FinancingType,
  financingDocument,
  rateToKobo,
} from '../../../../contracts/financing.ts';
import { koboToNaira, nairaToKobo } from '../../../../contracts/money.ts';
import { FIELDS, type FieldKind, type FieldSpec, ROWS } from './draft-fields.ts';

export type TypedRow = Record<string, string>;
/** The form's values: each field as typed, list fields as rows of typed text, and the documents. */
export type DraftValues = Record<string, string | TypedRow[]>;

/** A document row as the form holds it: an upload's id (empty until one is chosen) and its name. */
export type DocumentRow = { fileId: string; label: string };

/** Typed text → the value saved; undefined leaves the field out (nothing typed). */
function encode(kind: FieldKind, typed: string): unknown {
  if (typed.trim() === '') return undefined;
  switch (kind) {
    case 'money':
    case 'minor':
      // Naira, dollars, euros and yuan all have 100 minor units: one parser reads them all.
      return nairaToKobo(typed) ?? typed;
    case 'rate':
      return rateToKobo(typed) ?? typed;
    case 'days':
      return /^\s*\d{1,4}\s*$/.test(typed) ? Number(typed) : typed;
    default:
      return typed;
  }
}

/** A saved value → the text the field shows. */
function decode(kind: FieldKind, value: unknown): string {
  if (typeof value === 'number') return kind === 'money' || kind === 'minor' || kind === 'rate' ? koboToNaira(value) : String(value);
  return typeof value === 'string' ? value : '';
}

function encodeFields(specs: readonly FieldSpec[], typed: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const spec of specs) {
    const value = encode(spec.kind, typeof typed[spec.name] === 'string' ? (typed[spec.name] as string) : '');
    if (value !== undefined) out[spec.name] = value;
  }
  return out;
}

function decodeFields(specs: readonly FieldSpec[], saved: Record<string, unknown>): TypedRow {
  return Object.fromEntries(specs.map((spec) => [spec.name, decode(spec.kind, saved[spec.name])]));
}

const rowsOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null) : [];

/** The form's values → the details saved (rows kept even when empty, so a row added stays). */
export function toDetails(type: FinancingType, values: DraftValues): Record<string, unknown> {
  const details = encodeFields(FIELDS[type], values);
  for (const rows of ROWS[type]) details[rows.name] = rowsOf(values[rows.name]).map((row) => encodeFields(rows.row, row));
  return details;
}

/** The documents worth saving: those with an upload and a name (the contract refuses others). */
export function toDocuments(values: DraftValues): FinancingDocument[] {
  return rowsOf(values.documents)
    .map((row) => ({ fileId: String(row.fileId ?? ''), label: String(row.label ?? '').trim() }))
    .filter((row) => row.fileId && row.label);
}

/** A saved draft → the form's values. A list starts with one empty row, ready to fill in. */
export function toValues(type: FinancingType, request: Pick<FinancingDetail, 'details' | 'documents'>): DraftValues {
  const values: DraftValues = decodeFields(FIELDS[type], request.details);
  for (const rows of ROWS[type]) {
    const saved = rowsOf(request.details[rows.name]).map((row) => decodeFields(rows.row, row));
    values[rows.name] = saved.length ? saved : [emptyRow(rows.row)];
  }
  values.documents = request.documents.map((d) => ({ fileId: d.fileId, label: d.label }));
  return values;
}

export const emptyRow = (specs: readonly FieldSpec[]): TypedRow => Object.fromEntries(specs.map((spec) => [spec.name, '']));

/** What a refused field says, in the words of the field as typed rather than of the value saved. */
const TYPED_MESSAGES: Partial<Record<FieldKind, { missing: string; unreadable: string }>> = {
  money: { missing: 'is required', unreadable: 'must be an amount in naira, like 250000 or 250,000.50' },
  minor: { missing: 'is required', unreadable: 'must be an amount such as 12500 or 12,500.50' },
  rate: { missing: 'is required', unreadable: 'must be naira per unit, such as 1550 or 1,550.25' },
  days: { missing: 'choose a tenor', unreadable: 'choose a tenor' },
  file: { missing: 'attach the PDF', unreadable: 'attach the PDF' },
};

function kindAt(type: FinancingType, path: readonly PropertyKey[]): FieldKind | undefined {
  const [top, , leaf] = path;
  const rows = ROWS[type].find((r) => r.name === top);
  if (rows) return rows.row.find((f) => f.name === leaf)?.kind;
  return FIELDS[type].find((f) => f.name === top)?.kind;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined), root);
}

/**
 * The form's check: the draft as it would be saved, against the contract's details and documents.
 * Each refusal lands on the form's field of the same name.
 */
export function draftSchema(type: FinancingType) {
  const submission = z.object({ details: detailsByType[type], documents: z.array(financingDocument).max(20) });
  return z
    .custom<DraftValues>((value) => typeof value === 'object' && value !== null)
    .transform((values, ctx) => {
      const details = toDetails(type, values);
      const documents = rowsOf(values.documents).map((row) => ({ fileId: row.fileId || undefined, label: row.label }));
      const checked = submission.safeParse({ details, documents });
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues) {
        const [root, ...rest] = issue.path;
        const inDetails = root === 'details';
        const path = inDetails ? rest : issue.path;
        const typed = inDetails ? TYPED_MESSAGES[kindAt(type, rest) ?? 'text'] : path.at(-1) === 'fileId' ? TYPED_MESSAGES.file : undefined;
        const saved = valueAt(inDetails ? details : documents, path);
        const message = typed
          ? saved === undefined
            ? typed.missing
            : typeof saved === 'string'
              ? typed.unreadable
              : issue.message
          : issue.message;
        ctx.addIssue({ code: 'custom', message, path });
      }
      return z.NEVER;
    });
}
