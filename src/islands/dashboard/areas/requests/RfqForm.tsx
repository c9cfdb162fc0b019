/**
 * The buyer's new request for quotation, in a dialog: lines (free text, with CAS number, grade,
 * purity, quantity and packaging), delivery, Incoterm, payment wanted, closing time, sealing, and
 * the storefronts it goes to (picked from the marketplace's, or every one selling a CAS number).
 */
import { useId, useState } from 'react';
import type { PagedEnvelope } from '../../../../contracts/envelope.ts';
import { INCOTERMS } from '../../../../contracts/requests.ts';
import { PAYMENT_TERMS, type Rfq, type RfqBody } from '../../../../contracts/rfq.ts';
import { api } from '../../../../lib/api-client.ts';
import { useQuery } from '../../../shared/data/use-query.ts';
import { FileUpload } from '../../../shared/ui/FileUpload.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { sendRfq } from './rfq-api.ts';
import { fieldMessage, localInputValue, type Refusal, refusalOf } from './rfq-form-state.ts';

type Line = {
  key: number;
  name: string;
  casNumber: string;
  grade: string;
  purity: string;
  quantity: string;
  unit: string;
  packaging: string;
};
let lineKeys = 0;
const emptyLine = (): Line => ({
  key: ++lineKeys,
  name: '',
  casNumber: '',
  grade: '',
  purity: '',
  quantity: '',
  unit: 'kg',
  packaging: '',
});
const TERM_LABEL: Record<string, string> = { wallet: 'Wallet', card: 'Card', 'bank-transfer': 'Bank transfer', financing: 'Financing' };
type Supplier = { id: number; name: string; city: string; country: string };

export function RfqForm({ onClose, onSent }: { onClose: () => void; onSent: (rfq: Rfq, message: string) => void }) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [lines, setLines] = useState<Line[]>([emptyLine()]);
  const [deliveryPlace, setDeliveryPlace] = useState('');
  const [neededBy, setNeededBy] = useState('');
  const [incoterm, setIncoterm] = useState('DAP');
  const [terms, setTerms] = useState<string[]>(['bank-transfer']);
  const [closesAt, setClosesAt] = useState(() => localInputValue(new Date(Date.now() + 5 * 86_400_000)));
  const [sealed, setSealed] = useState(false);
  const [note, setNote] = useState('');
  const [specification, setSpecification] = useState<string | null>(null);
  const [audience, setAudience] = useState<'picked' | 'open'>('picked');
  const [picked, setPicked] = useState<number[]>([]);
  const [openCas, setOpenCas] = useState('');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const suppliers = useQuery(
    'requests.rfq.suppliers',
    async (signal) =>
      (await api<PagedEnvelope<Supplier>>('/v1/suppliercatalog/get-suppliers', { query: { PageNumber: 1, PageSize: 60 }, signal })).data,
  );

  const setLine = (index: number, change: Partial<Line>) => setLines((all) => all.map((l, i) => (i === index ? { ...l, ...change } : l)));
  const error = (field: string) => fieldMessage(refusal, field);

  async function submit() {
    setSending(true);
    setRefusal(null);
    const body: RfqBody = {
      title,
      lines: lines.map(({ key: _key, ...l }) => l),
      deliveryPlace,
      neededBy,
      incoterm: incoterm as RfqBody['incoterm'],
      paymentTerms: terms as RfqBody['paymentTerms'],
      closesAt: closesAt ? new Date(closesAt).toISOString() : '',
      sealed,
      note,
      fileIds: specification ? [specification] : [],
      supplierIds: audience === 'picked' ? picked : [],
      ...(audience === 'open' ? { openTo: { casNumber: openCas } } : {}),
    };
    try {
      const sent = await sendRfq(body);
      onSent(sent.data, sent.message ?? 'Your request for quotation was sent.');
    } catch (e) {
      setRefusal(refusalOf(e));
    } finally {
      setSending(false);
    }
  }

  const text = (label: string, value: string, set: (v: string) => void, field: string, props: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        className="input"
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={!!error(field)}
        {...props}
      />
      {error(field) && <p className="field-error">{error(field)}</p>}
    </div>
  );

  return (
    <FormDialog
      title="New request for quotation"
      intro="One request to several suppliers: they answer line by line, and you compare and award."
      className="rfq-dialog"
      formClassName="request-form rfq-form"
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      error={refusal?.message}
      sending={sending}
      submitLabel="Send the request"
    >
      {text('Title', title, setTitle, 'title', { required: true, maxLength: 160, placeholder: 'Pigments for the Q3 paint line' })}
      <fieldset className="rfq-lines">
        <legend>Lines</legend>
        {lines.map((line, i) => (
          <div key={line.key} className="rfq-line card">
            <p className="rfq-line-head">
              <strong>Line {i + 1}</strong>
              {lines.length > 1 && (
                <button type="button" className="button secondary compact" onClick={() => setLines((all) => all.filter((_, j) => j !== i))}>
                  Remove line {i + 1}
                </button>
              )}
            </p>
            <div className="rfq-line-grid">
              {text('Product name', line.name, (v) => setLine(i, { name: v }), `lines.${i}.name`, { required: true })}
              {text('CAS number', line.casNumber, (v) => setLine(i, { casNumber: v }), `lines.${i}.casNumber`, {
                placeholder: '13463-67-7',
              })}
              {text('Grade', line.grade, (v) => setLine(i, { grade: v }), `lines.${i}.grade`)}
              {text('Purity', line.purity, (v) => setLine(i, { purity: v }), `lines.${i}.purity`)}
              {text('Quantity', line.quantity, (v) => setLine(i, { quantity: v }), `lines.${i}.quantity`, {
                inputMode: 'decimal',
                required: true,
              })}
              {text('Unit', line.unit, (v) => setLine(i, { unit: v }), `lines.${i}.unit`, { required: true })}
              {text('Packaging', line.packaging, (v) => setLine(i, { packaging: v }), `lines.${i}.packaging`, {
                placeholder: '25 kg bags',
              })}
            </div>
          </div>
        ))}
        {lines.length < 20 && (
          <button type="button" className="button secondary compact" onClick={() => setLines((all) => [...all, emptyLine()])}>
            Add a line
          </button>
        )}
      </fieldset>
      <div className="rfq-line-grid">
        {text('Delivery place', deliveryPlace, setDeliveryPlace, 'deliveryPlace', { required: true, placeholder: 'Ikeja, Lagos' })}
        {text('Needed by', neededBy, setNeededBy, 'neededBy', { type: 'date', required: true })}
        <div className="field">
          <label htmlFor={`${id}-incoterm`}>Incoterm</label>
          <select id={`${id}-incoterm`} className="input" value={incoterm} onChange={(e) => setIncoterm(e.target.value)}>
            {INCOTERMS.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </div>
        {text('Offers close', closesAt, setClosesAt, 'closesAt', { type: 'datetime-local', required: true })}
      </div>
      <fieldset className="choice-group">
        <legend>Ways you want to pay</legend>
        <div className="choice-grid">
          {PAYMENT_TERMS.map((t) => (
            <label key={t} className="choice">
              <input
                type="checkbox"
                checked={terms.includes(t)}
                onChange={(e) => setTerms((all) => (e.target.checked ? [...all, t] : all.filter((x) => x !== t)))}
              />{' '}
              {TERM_LABEL[t]}
            </label>
          ))}
        </div>
        {error('paymentTerms') && <p className="field-error">{error('paymentTerms')}</p>}
      </fieldset>
      <label className="choice">
        <input type="checkbox" checked={sealed} onChange={(e) => setSealed(e.target.checked)} /> Seal the offers: see no price until the
        request closes
      </label>
      <fieldset className="choice-group">
        <legend>Send to</legend>
        <div className="choice-grid">
          <label className="choice">
            <input type="radio" name={`${id}-audience`} checked={audience === 'picked'} onChange={() => setAudience('picked')} /> Suppliers
            I pick
          </label>
          <label className="choice">
            <input type="radio" name={`${id}-audience`} checked={audience === 'open'} onChange={() => setAudience('open')} /> Every supplier
            selling a CAS number
          </label>
        </div>
        {audience === 'open' ? (
          text('CAS number', openCas, setOpenCas, 'openTo', { required: true, placeholder: '13463-67-7' })
        ) : (
          <div className="rfq-suppliers" role="group" aria-label="Suppliers">
            {!suppliers.data && <p aria-busy="true">Loading suppliers…</p>}
            {suppliers.data?.map((s) => (
              <label key={s.id} className="choice">
                <input
                  type="checkbox"
                  checked={picked.includes(s.id)}
                  onChange={(e) => setPicked((all) => (e.target.checked ? [...all, s.id] : all.filter((x) => x !== s.id)))}
                />{' '}
                {s.name} <span className="muted small">{s.city}</span>
              </label>
            ))}
          </div>
        )}
        {error('supplierIds') && <p className="field-error">{error('supplierIds')}</p>}
      </fieldset>
      <FileUpload
        kind="document"
        label="Specification (PDF, optional)"
        value={specification}
        onChange={(file) => setSpecification(file?.id ?? null)}
      />
      {error('fileIds') && <p className="field-error">{error('fileIds')}</p>}
      <div className="field">
        <label htmlFor={`${id}-note`}>Note to suppliers</label>
        <textarea id={`${id}-note`} className="input" rows={3} value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
      </div>
    </FormDialog>
  );
}
