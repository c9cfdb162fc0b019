/**
 * A line's price while a campaign lowers it, for the cart and checkout: the campaign price, the
 * list price struck through (read as "was …", since a screen reader does not announce <del>), and
 * the campaign's name. The same markup and look as the static pages' (components/sale-price-html.ts).
 */
import { formatMoney } from '../../../contracts/money.ts';
import { saleUntil } from '../../../lib/sale-price.ts';
import '../../../components/sale-price.css';

interface UnitPriceProps {
  priceMinor: number;
  listMinor: number;
  currency: string;
}

/** "₦90,000.00 was ₦100,000.00", or the price alone when no campaign lowers it. */
export function UnitPrice({ priceMinor, listMinor, currency }: UnitPriceProps) {
  if (listMinor <= priceMinor) return <>{formatMoney(priceMinor, currency)}</>;
  return (
    <>
      <span className="sale-price">{formatMoney(priceMinor, currency)}</span>{' '}
      <del className="list-price">
        <span className="visually-hidden">was </span>
        {formatMoney(listMinor, currency)}
      </del>
    </>
  );
}

/** "Deal Harmattan sale, until 30 Nov 2026": which campaign gives the price (its end when known). */
export function CampaignNote({ campaign, className = '' }: { campaign: { name: string; endsAt?: string }; className?: string }) {
  const until = campaign.endsAt ? saleUntil(campaign.endsAt) : '';
  return (
    <span className={`deal-note small ${className}`.trim()}>
      <span className="badge deal">Deal</span> <span>{until ? `${campaign.name}, ${until}` : campaign.name}</span>
    </span>
  );
}
