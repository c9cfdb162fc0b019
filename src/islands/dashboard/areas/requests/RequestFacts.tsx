/** What was asked and what the seller answered, for each kind of request, as labelled facts. */
import type { ReactNode } from 'react';
import type { DocumentRequest, Quote, SampleRequest } from '../../../../contracts/requests.ts';
import { dayName } from '../../../../contracts/market-days.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import type { Side } from './api.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `request-section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="card request-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Label → value, in order; facts without a value are left out. */
function Facts({ rows }: { rows: Record<string, ReactNode> }) {
  const shown = Object.entries(rows).filter(([, value]) => value !== null && value !== '');
  return (
    <dl className="facts">
      {shown.map(([label, value]) => (
        <div key={label} className="fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const Text = ({ children }: { children: string }) => <span className="request-text">{children}</span>;

export function QuoteFacts({ quote, side }: { quote: Quote; side: Side }) {
  const money = (minor: number) => formatMoney(minor, quote.currency);
  return (
    <div className="request-grid">
      <Section title="What was asked">
        <Facts
          rows={{
            Package: `${quote.package.label} (listed at ${money(quote.package.priceMinor)})`,
            Quantity: `${quote.quantity} packages`,
            'Target price': quote.targetPriceMinor ? `${money(quote.targetPriceMinor)} per package` : null,
            Delivery: `${quote.incoterm} ${quote.deliveryPlace}`,
            'Needed by': dayName(quote.neededBy),
            Message: quote.message ? <Text>{quote.message}</Text> : null,
          }}
        />
      </Section>
      <Section title="The seller's answer">
        {quote.quotedUnitPriceMinor === null ? (
          <p className="muted">
            {quote.status === 'declined'
              ? 'The seller declined without a price.'
              : side === 'buyer'
                ? 'No answer yet. You will be told by email when the seller answers.'
                : 'Not answered yet.'}
          </p>
        ) : (
          <Facts
            rows={{
              'Price per package': money(quote.quotedUnitPriceMinor),
              Total: <strong>{money(quote.quotedTotalMinor!)}</strong>,
              'Valid until': (
                <>
                  {dayName(quote.validUntil!)}
                  {quote.expired && (
                    <>
                      {' '}
                      <span className="badge danger">Expired</span>
                    </>
                  )}
                </>
              ),
            }}
          />
        )}
        {quote.sellerNote && (
          <p className="request-text request-note">
            <strong>Note:</strong> {quote.sellerNote}
          </p>
        )}
        {quote.orderId && (
          <p className="request-order">
            The quote became an order.{' '}
            <a href={side === 'buyer' ? `/procurement/my-orders?order=${quote.orderId}` : `/storefront/orders?order=${quote.orderId}`}>
              View the order
            </a>
          </p>
        )}
      </Section>
    </div>
  );
}

export function SampleFacts({ sample }: { sample: SampleRequest }) {
  return (
    <div className="request-grid">
      <Section title="What was asked">
        <Facts
          rows={{
            'Sample size': sample.quantity,
            Purpose: sample.purpose ? <Text>{sample.purpose}</Text> : null,
            'Deliver to': <Text>{sample.deliveryAddress}</Text>,
          }}
        />
      </Section>
      <Section title="The seller's answer">
        {!sample.sellerNote && !sample.trackingNote && (
          <p className="muted">{sample.status === 'pending' ? 'Waiting for the seller.' : 'No note.'}</p>
        )}
        <Facts
          rows={{
            Note: sample.sellerNote ? <Text>{sample.sellerNote}</Text> : null,
            Tracking: sample.trackingNote ? <Text>{sample.trackingNote}</Text> : null,
          }}
        />
      </Section>
    </div>
  );
}

export function DocumentFacts({ document, side }: { document: DocumentRequest; side: Side }) {
  return (
    <div className="request-grid">
      <Section title="What was asked">
        <Facts
          rows={{
            Document: document.kind,
            Message: document.message ? <Text>{document.message}</Text> : null,
          }}
        />
      </Section>
      <Section title="The seller's answer">
        {document.fileUrl ? (
          <p>
            <a className="button" href={document.fileUrl} download>
              Download {document.fileName ?? `the ${document.kind}`} (PDF)
            </a>
          </p>
        ) : (
          <p className="muted">
            {document.status === 'pending'
              ? side === 'buyer'
                ? 'Waiting for the seller. You will be told by email when the document is ready.'
                : 'Not sent yet.'
              : 'No document was sent.'}
          </p>
        )}
        {document.sellerNote && (
          <p className="request-text request-note">
            <strong>Note:</strong> {document.sellerNote}
          </p>
        )}
      </Section>
    </div>
  );
}
