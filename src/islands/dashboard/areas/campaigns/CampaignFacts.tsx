/** A campaign's terms at a glance: discount, floor, dates, budget, cap per buyer and its products. */
import type { CampaignView } from '../../../../contracts/campaigns.ts';
import { formatNumber } from '../../../../contracts/format.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { useAccountDates } from '../../../shared/use-account-dates.ts';
import { BudgetMeter } from './BudgetMeter.tsx';
import { discountText } from './campaign-text.ts';

export function CampaignFacts({ campaign }: { campaign: CampaignView }) {
  const { dateTime } = useAccountDates();
  return (
    <section className="card campaign-facts" aria-labelledby="campaign-facts-title">
      <h2 id="campaign-facts-title">Terms</h2>
      <dl className="facts">
        <dt>Discount</dt>
        <dd>{discountText(campaign)}</dd>
        <dt>Floor price</dt>
        <dd>{campaign.floorMinor === null ? 'None' : formatMoney(campaign.floorMinor)}</dd>
        <dt>Starts</dt>
        <dd>{dateTime(campaign.startsAt)}</dd>
        <dt>Ends</dt>
        <dd>{dateTime(campaign.endsAt)}</dd>
        <dt>Budget</dt>
        <dd>
          <BudgetMeter campaign={campaign} />
        </dd>
        <dt>Cap per buyer</dt>
        <dd>
          {campaign.perBuyerCap === null
            ? 'None'
            : `${formatNumber(campaign.perBuyerCap)} ${campaign.perBuyerCap === 1 ? 'package' : 'packages'}`}
        </dd>
        <dt>Products</dt>
        <dd>
          <ul className="campaign-product-list">
            {campaign.products.map((p) => (
              <li key={p.id}>
                <a href={p.url}>{p.name}</a>
              </li>
            ))}
          </ul>
        </dd>
      </dl>
    </section>
  );
}
