/** The offer made on a financing request, once there is one: what it lends, for how long, at what cost, until when. */
import type { OfferView } from '../../../../contracts/financing.ts';
import { formatNumber } from '../../../../contracts/format.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';

/** Basis points per 30 days as people say it: 250 → "2.5 % per 30 days". */
const ratePer30Days = (rateBps: number) => `${formatNumber(rateBps / 100)} % per 30 days`;

export function FinancingOffer({ offer }: { offer: OfferView }) {
  const { date } = useAccountDates();
  return (
    <div className="financing-offer">
      <h3 className="review-subtitle">Offer</h3>
      <dl className="facts review-facts">
        <dt>Amount</dt>
        <dd className="num">{formatMoney(offer.amount)}</dd>
        <dt>Tenor</dt>
        <dd>{offer.tenorDays} days</dd>
        <dt>Rate</dt>
        <dd>{ratePer30Days(offer.rateBps)}</dd>
        <dt>
          <abbr title="Annual percentage rate (docs/decisions/026-annual-percentage-rate.md)">APR</abbr>
        </dt>
        <dd>{formatNumber(offer.aprBps / 100)} % a year</dd>
        <dt>Arrangement fee</dt>
        <dd className="num">{formatMoney(offer.fee)}</dd>
        <dt>Total to repay</dt>
        <dd className="num">{formatMoney(offer.total)}</dd>
        <dt>Valid until</dt>
        <dd>
          <time dateTime={offer.expiresAt}>{date(offer.expiresAt)}</time>
        </dd>
        {offer.note && (
          <>
            <dt>Note</dt>
            <dd>{offer.note}</dd>
          </>
        )}
      </dl>
    </div>
  );
}
