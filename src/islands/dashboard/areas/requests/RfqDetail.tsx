/**
 * One request for quotation in full: what was asked and, for the buyer, the comparison and the
 * award (CompareTable); for a storefront, its own offers (earlier revisions struck through) and the
 * offer and decline forms (OfferForm).
 */
import { useState } from 'react';
import { formatMoney } from '../../../../contracts/money.ts';
import { dayName } from '../../../../contracts/market-days.ts';
import type { Offer, Rfq } from '../../../../contracts/rfq.ts';
import { toast } from '../../../../lib/toast.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { invalidate, useQuery } from '../../../shared/data/use-query.ts';
import { BackLink } from '../../../shared/ui/BackLink.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import type { Side } from './api.ts';
import { CompareTable } from './CompareTable.tsx';
import { DeclineForm, OfferForm } from './OfferForm.tsx';
import { RfqBadge } from './RfqPanel.tsx';
import { cancelRfq, getRfq, rfqKeys } from './rfq-api.ts';

function OfferCard({ offer, rfq }: { offer: Offer; rfq: Rfq }) {
  const Wrap = offer.superseded ? 's' : 'span';
  return (
    <li className={`card rfq-offer${offer.superseded ? ' superseded' : ''}`}>
      <p>
        <strong>Revision {offer.revision}</strong>
        {offer.superseded ? ' (replaced)' : ''} · {offer.incoterm} · valid until {dayName(offer.validUntil)}
        {offer.expired ? ' (expired)' : ''}
      </p>
      <ul className="rfq-offer-lines">
        {offer.lines.map((l) => (
          <li key={l.lineId}>
            <Wrap>
              {rfq.lines.find((x) => x.id === l.lineId)?.name}: {l.packages} × {l.packageLabel} at{' '}
              {l.unitPriceMinor === null ? 'sealed' : formatMoney(l.unitPriceMinor, rfq.currency)} · {l.leadTimeDays} days
            </Wrap>
          </li>
        ))}
      </ul>
      {offer.deliveryMinor !== null && (
        <p className="muted small">
          Delivery: {formatMoney(offer.deliveryMinor, rfq.currency)} before VAT ({offer.deliveryLabel})
        </p>
      )}
    </li>
  );
}

export function RfqDetail({ side, id, backHref }: { side: Side; id: string; backHref: string }) {
  const query = useQuery(rfqKeys.one(side, id), (signal) => getRfq(side, id, signal));
  const { dateTime } = useAccountDates();
  const [dialog, setDialog] = useState<'offer' | 'decline' | null>(null);
  const rfq = query.data;
  const done = (message: string) => {
    setDialog(null);
    toast(message);
    invalidate('requests.rfq');
  };
  return (
    <div className="request-detail">
      <p className="back-row">
        <BackLink href={backHref} className="">
          All requests for quotation
        </BackLink>
      </p>
      <QueryStatus
        query={query}
        what="this request for quotation"
        notFound="This request for quotation does not exist, or is not yours to see."
      />
      {rfq && (
        <>
          <header className="request-head">
            <h1 tabIndex={-1}>{rfq.title}</h1>
            <p>
              <RfqBadge status={side === 'seller' && rfq.status === 'open' ? (rfq.recipients[0]?.status ?? 'open') : rfq.status} />{' '}
              {side === 'seller' ? `From ${rfq.buyer.companyName ?? rfq.buyer.name} · ` : ''}
              {rfq.status === 'open' ? 'Offers close' : 'Closed'} {dateTime(rfq.closesAt)}
              {rfq.sealed ? ' · sealed until closing' : ''}
            </p>
          </header>
          <section className="card request-section" aria-labelledby="rfq-asked">
            <h2 id="rfq-asked">What is asked</h2>
            <ol className="rfq-asked-lines">
              {rfq.lines.map((l) => (
                <li key={l.id}>
                  <strong>{l.name}</strong> · {l.quantity} {l.unit}
                  {l.casNumber ? ` · CAS ${l.casNumber}` : ''}
                  {l.grade ? ` · ${l.grade}` : ''}
                  {l.purity ? ` · ${l.purity}` : ''}
                  {l.packaging ? ` · ${l.packaging}` : ''}
                </li>
              ))}
            </ol>
            <p>
              {rfq.incoterm} {rfq.deliveryPlace} · needed by {dayName(rfq.neededBy)} · payment: {rfq.paymentTerms.join(', ')}
            </p>
            {rfq.note && <p className="request-note request-text">{rfq.note}</p>}
            {rfq.files.length > 0 && (
              <p>
                Files:{' '}
                {rfq.files.map((f) => (
                  <a key={f.id} href={f.url}>
                    {f.name}{' '}
                  </a>
                ))}
              </p>
            )}
          </section>
          {side === 'buyer' ? (
            <>
              {rfq.actions.includes('cancel') && (
                <p className="request-actions">
                  <button
                    type="button"
                    className="button secondary danger-outline compact"
                    onClick={async () => {
                      await cancelRfq(rfq.id);
                      done('Request withdrawn: the suppliers are told.');
                    }}
                  >
                    Withdraw the request
                  </button>
                </p>
              )}
              <CompareTable rfq={rfq} onAwarded={done} />
            </>
          ) : (
            <section className="card request-section" aria-labelledby="rfq-own">
              <h2 id="rfq-own">Your offer</h2>
              {rfq.recipients[0]?.status === 'declined' && <p>You declined: {rfq.recipients[0].declineReason}</p>}
              {rfq.offers.length === 0 && rfq.recipients[0]?.status !== 'declined' && <p className="muted">You have not offered yet.</p>}
              <ul className="item-list">
                {rfq.offers.map((o) => (
                  <OfferCard key={o.id} offer={o} rfq={rfq} />
                ))}
              </ul>
              <p className="request-actions">
                {rfq.actions.includes('offer') && (
                  <button type="button" className="button" onClick={() => setDialog('offer')}>
                    {rfq.offers.length ? 'Revise your offer' : 'Make an offer'}
                  </button>
                )}
                {rfq.actions.includes('decline') && (
                  <button type="button" className="button secondary danger-outline" onClick={() => setDialog('decline')}>
                    Decline
                  </button>
                )}
              </p>
            </section>
          )}
          {dialog === 'offer' && rfq && <OfferForm rfq={rfq} onClose={() => setDialog(null)} onSent={done} />}
          {dialog === 'decline' && rfq && <DeclineForm rfq={rfq} onClose={() => setDialog(null)} onSent={done} />}
        </>
      )}
    </div>
  );
}
