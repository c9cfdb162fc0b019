/** A campaign's terms at a glance: discount, floor, dates, budget, cap per buyer and its products. */
import type { ReactNode } from 'react';
import type { CampaignView } from '../../../../contracts/campaigns.ts';
import { formatNumber } from '../../../../contracts/format.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { BudgetMeter } from './BudgetMeter.tsx';
import { discountText } from './campaign-text.ts';

export function CampaignFacts({ campaign }: { campaign: CampaignView }) {
  const { dateTime } = useAccountDates();
  const facts: [string, ReactNode][] = [
    ['Discount', discountText(campaign)],
    ['Floor price', campaign.floorMinor === null ? 'None' : formatMoney(campaign.floorMinor)],
    ['Starts', dateTime(campaign.startsAt)],
    ['Ends', dateTime(campaign.endsAt)],
    ['Budget', <BudgetMeter key="budget" campaign={campaign} />],
    [
      'Cap per buyer',
      campaign.perBuyerCap === null
        ? 'None'
        : `${formatNumber(campaign.perBuyerCap)} ${campaign.perBuyerCap === 1 ? 'package' : 'packages'}`,
    ],
  ];
  return (
    <section className="card campaign-facts" aria-labelledby="campaign-facts-title">
      <h2 id="campaign-facts-title">Terms</h2>
      <dl className="campaign-terms">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="campaign-terms-products">
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
        </div>
      </dl>
    </section>
  );
}
