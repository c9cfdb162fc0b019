/** One request in a list: the product (the link to the request), what was asked, who, when, and where it stands. */
import type { DocumentRequest, Quote, SampleRequest } from '../../../../contracts/requests.ts';
import { dayName } from '../../../../contracts/market-days.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import type { AnyRequest, RequestKindName, Side } from './api.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** The line under a request's title: what was asked and, once answered, the answer. */
function summary(kind: RequestKindName, request: AnyRequest): string {
  if (kind === 'quotes') {
    const q = request as Quote;
    const asked = `${q.quantity} × ${q.package.label} · ${q.incoterm} ${q.deliveryPlace} · needed by ${dayName(q.neededBy)}`;
    return q.quotedUnitPriceMinor === null
      ? asked
      : `${asked} · quoted ${formatMoney(q.quotedUnitPriceMinor, q.currency)} a package, until ${dayName(q.validUntil!)}`;
  }
  if (kind === 'samples') return `Sample of ${(request as SampleRequest).quantity}`;
  return `${(request as DocumentRequest).kind}${(request as DocumentRequest).fileUrl ? ' · ready to download' : ''}`;
}

export function RequestItem({ kind, side, request, href }: { kind: RequestKindName; side: Side; request: AnyRequest; href: string }) {
  const { date } = useAccountDates();
  return (
    <li className="card">
      <div className="item-main">
        <h2 className="item-title">
          <a id={`request-link-${request.id}`} href={href}>
            {request.product.name}
          </a>
        </h2>
        <p className="item-body">{summary(kind, request)}</p>
        <p className="muted small item-meta">
          {side === 'seller' ? `From ${request.buyer.companyName ?? request.buyer.name}` : `To ${request.supplier.name}`} ·{' '}
          {date(request.createdAt)}
        </p>
      </div>
      <StatusBadge kind={kind} status={request.status} expired={kind === 'quotes' && (request as Quote).expired} />
    </li>
  );
}
