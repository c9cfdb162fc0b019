/**
 * A storefront's answer to a request for quotation: per line, one of its packages, how many and the
 * price of each, MOQ and lead time; the Incoterm, payment terms, validity and delivery line of the
 * whole offer. Sent again, it is a new revision. Or a decline, with a reason.
 */
import { useId, useState } from 'react';
import { INCOTERMS } from '../../../../contracts/requests.ts';
import { marketToday } from '../../../../contracts/market-days.ts';
import { type OfferBody, PAYMENT_TERMS, type Rfq } from '../../../../contracts/rfq.ts';
import { useQuery } from '../../../shared/data/use-query.ts';
import { FileUpload } from '../../../shared/ui/FileUpload.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { declineRfq, loadOwnProduct, loadOwnProducts, rfqKeys, sendOffer } from './rfq-api.ts';
import { fieldMessage, type Refusal, refusalOf } from './rfq-form-state.ts';

type LineState = { answer: boolean; productId: string; packageId: string; packages: string; price: string; moq: string; lead: string };
const naira = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100);

export function OfferForm({ rfq, onClose, onSent }: { rfq: Rfq; onClose: () => void; onSent: (message: string) => void }) {
  const id = useId();
  const own = useQuery(rfqKeys.ownProducts, loadOwnProducts);
  const last = rfq.offers.find((o) => !o.superseded);
  const [lines, setLines] = useState<LineState[]>(() =>
    rfq.lines.map((l) => {
      const before = last?.lines.find((x) => x.lineId === l.id);
      return {
        answer: !last || !!before,
        productId: '',
        packageId: before ? String(before.packageId) : '',
        packages: before ? String(before.packages) : '',
        price: before?.unitPriceMinor ? String(before.unitPriceMinor / 100) : '',
        moq: before?.moq ?? '',
        lead: before ? String(before.leadTimeDays) : '7',
      };
    }),
  );
  const [incoterm, setIncoterm] = useState(last?.incoterm ?? rfq.incoterm);
  const [terms, setTerms] = useState<string[]>(last?.paymentTerms ?? rfq.paymentTerms);
  const [validUntil, setValidUntil] = useState(last?.validUntil ?? marketToday(new Date(Date.now() + 14 * 86_400_000)));
  const [delivery, setDelivery] = useState(last?.deliveryMinor != null ? String(last.deliveryMinor / 100) : '');
  const [note, setNote] = useState(last?.note ?? '');
  const [coa, setCoa] = useState<string | null>(last?.documents.find((d) => d.kind === 'coa')?.id ?? null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [sending, setSending] = useState(false);
  const setLine = (i: number, change: Partial<LineState>) => setLines((all) => all.map((l, j) => (j === i ? { ...l, ...change } : l)));

  async function submit() {
    setSending(true);
    setRefusal(null);
    const body: OfferBody = {
      lines: rfq.lines.flatMap((l, i) => {
        const s = lines[i]!;
        return s.answer
          ? [
              {
                lineId: l.id,
                packageId: Number(s.packageId),
                packages: Number(s.packages),
                unitPriceMinor: naira(s.price),
                moq: s.moq,
                leadTimeDays: Number(s.lead),
              },
            ]
          : [];
      }),
      incoterm: incoterm as OfferBody['incoterm'],
      paymentTerms: terms as OfferBody['paymentTerms'],
      validUntil,
      deliveryMinor: delivery.trim() ? naira(delivery) : null,
      note,
      documents: coa ? [{ fileId: coa, kind: 'coa' }] : [],
    };
    try {
      const sent = await sendOffer(rfq.id, body);
      onSent(sent.message ?? 'Your offer was sent to the buyer.');
    } catch (e) {
      setRefusal(refusalOf(e));
    } finally {
      setSending(false);
    }
  }
  const error = (field: string) => fieldMessage(refusal, field);

  return (
    <FormDialog
      title={last ? 'Revise your offer' : 'Make an offer'}
      intro={`${rfq.title}: answer the lines you can supply. Until the request closes you can send a new revision.`}
      className="rfq-dialog"
      formClassName="request-form rfq-form"
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      error={refusal?.message ?? (own.error ? 'We could not load your products. Close this and try again.' : null)}
      sending={sending}
      busy={!own.data}
      submitLabel="Send the offer"
    >
      {rfq.lines.map((line, i) => {
        const s = lines[i]!;
        return (
          <fieldset key={line.id} className="rfq-line card">
            <legend>
              {line.position}. {line.name} · {line.quantity} {line.unit}
            </legend>
            <label className="choice">
              <input type="checkbox" checked={s.answer} onChange={(e) => setLine(i, { answer: e.target.checked })} /> Offer this line
            </label>
            {s.answer && (
              <div className="rfq-line-grid">
                <PackagePicker
                  id={`${id}-pack-${i}`}
                  products={own.data ?? []}
                  productId={s.productId}
                  packageId={s.packageId}
                  onChange={(change) => setLine(i, change)}
                  error={error(`lines.${i}.packageId`)}
                />
                {(
                  [
                    ['Packages', 'packages', 'numeric', 'packages'],
                    ['Price per package (₦)', 'price', 'decimal', 'unitPriceMinor'],
                    ['MOQ', 'moq', 'text', 'moq'],
                    ['Lead time (days)', 'lead', 'numeric', 'leadTimeDays'],
                  ] as const
                ).map(([label, key, mode, field]) => {
                  const problem = error(`lines.${i}.${field}`);
                  return (
                    <div key={key} className="field">
                      <label htmlFor={`${id}-${key}-${i}`}>{label}</label>
                      <input
                        id={`${id}-${key}-${i}`}
                        className="input"
                        inputMode={mode}
                        value={s[key]}
                        required={key !== 'moq'}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? `${id}-${key}-${i}-error` : undefined}
                        onChange={(e) => setLine(i, { [key]: e.target.value })}
                      />
                      {problem && (
                        <p id={`${id}-${key}-${i}-error`} className="field-error">
                          {problem}
                        </p>
                      )}
                    </div>
                  );
                })}
              </div>
            )}
          </fieldset>
        );
      })}
      {error('lines') && <p className="field-error">{error('lines')}</p>}
      <div className="rfq-line-grid">
        <div className="field">
          <label htmlFor={`${id}-incoterm`}>Incoterm</label>
          <select id={`${id}-incoterm`} className="input" value={incoterm} onChange={(e) => setIncoterm(e.target.value)}>
            {INCOTERMS.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-valid`}>Valid until</label>
          <input
            id={`${id}-valid`}
            className="input"
            type="date"
            value={validUntil}
            onChange={(e) => setValidUntil(e.target.value)}
            required
          />
          {error('validUntil') && <p className="field-error">{error('validUntil')}</p>}
        </div>
        <div className="field">
          <label htmlFor={`${id}-delivery`}>Delivery fee before VAT (₦, empty: included)</label>
          <input
            id={`${id}-delivery`}
            className="input"
            inputMode="decimal"
            value={delivery}
            onChange={(e) => setDelivery(e.target.value)}
          />
        </div>
      </div>
      <fieldset className="choice-group">
        <legend>Payment you accept</legend>
        <div className="choice-grid">
          {PAYMENT_TERMS.map((t) => (
            <label key={t} className="choice">
              <input
                type="checkbox"
                checked={terms.includes(t)}
                onChange={(e) => setTerms((all) => (e.target.checked ? [...all, t] : all.filter((x) => x !== t)))}
              />{' '}
              {t.replace('-', ' ')}
            </label>
          ))}
        </div>
      </fieldset>
      <FileUpload
        kind="document"
        label="Certificate of analysis (PDF, optional)"
        value={coa}
        onChange={(file) => setCoa(file?.id ?? null)}
      />
      {error('documents') && <p className="field-error">{error('documents')}</p>}
      <div className="field">
        <label htmlFor={`${id}-note`}>Note to the buyer</label>
        <textarea id={`${id}-note`} className="input" rows={2} value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
      </div>
    </FormDialog>
  );
}

/** One of the storefront's products, then one of its packages (loaded when the product is chosen). */
function PackagePicker(props: {
  id: string;
  products: { id: number; name: string }[];
  productId: string;
  packageId: string;
  onChange: (change: { productId?: string; packageId?: string }) => void;
  error: string | undefined;
}) {
  const { id, products, productId, packageId, onChange, error } = props;
  const product = useQuery(productId ? rfqKeys.ownProduct(Number(productId)) : null, (signal) => loadOwnProduct(Number(productId), signal));
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-product`}>Your product</label>
        <select
          id={`${id}-product`}
          className="input"
          value={productId}
          onChange={(e) => onChange({ productId: e.target.value, packageId: '' })}
        >
          <option value="">{packageId ? `Package ${packageId} (as offered)` : 'Choose…'}</option>
          {products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      {productId && (
        <div className="field">
          <label htmlFor={id}>Package</label>
          <select id={id} className="input" value={packageId} required onChange={(e) => onChange({ packageId: e.target.value })}>
            <option value="">{product.data ? 'Choose…' : 'Loading…'}</option>
            {product.data?.packages.map((k) => (
              <option key={k.id} value={k.id}>
                {k.label}
              </option>
            ))}
          </select>
          {error && <p className="field-error">{error}</p>}
        </div>
      )}
    </>
  );
}

export function DeclineForm({ rfq, onClose, onSent }: { rfq: Rfq; onClose: () => void; onSent: (message: string) => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [sending, setSending] = useState(false);
  return (
    <FormDialog
      title="Decline the request"
      intro={`${rfq.buyer.companyName ?? rfq.buyer.name} is told your reason.`}
      onClose={onClose}
      onSubmit={async (e) => {
        e.preventDefault();
        setSending(true);
        try {
          await declineRfq(rfq.id, reason);
          onSent('Request declined.');
        } catch (error) {
          setRefusal(refusalOf(error));
        } finally {
          setSending(false);
        }
      }}
      error={refusal?.message}
      sending={sending}
      submitLabel="Decline"
      danger
    >
      <div className="field">
        <label htmlFor={`${id}-reason`}>Reason</label>
        <textarea
          id={`${id}-reason`}
          className="input"
          rows={3}
          required
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
    </FormDialog>
  );
}
