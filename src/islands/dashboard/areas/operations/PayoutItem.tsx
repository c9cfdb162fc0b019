/** A payout above the approval threshold: the amount, where it goes, and the wallet it comes from. */
import { useId } from 'react';
import { formatMoney } from '../../../../contracts/money.ts';
import type { PayoutReviewItem } from '../../../../contracts/operations.ts';
import { PAYOUT_STATUS_LABELS, type PayoutStatus } from '../../../../contracts/verification.ts';
import { DecisionActions } from './DecisionActions.tsx';
import type { NewsTarget } from './decision-news.ts';
import { ReviewCard, type Tone } from './ReviewCard.tsx';

const TONE: Record<PayoutStatus, Tone> = {
  awaiting_approval: 'waiting',
  processing: 'neutral',
  succeeded: 'good',
  failed: 'bad',
  reversed: 'bad',
  rejected: 'bad',
};

interface Props {
  item: PayoutReviewItem;
  news: NewsTarget;
  historyHref: string;
}

export function PayoutItem({ item, news, historyHref }: Props) {
  const titleId = useId();
  const amount = formatMoney(item.amount);
  const subject = `${amount} to ${item.accountName} (${item.reference})`;
  return (
    <ReviewCard
      titleId={titleId}
      title={
        <>
          <span className="review-amount">{amount}</span> to {item.accountName}
        </>
      }
      meta={`Payout ${item.reference}`}
      status={{ label: PAYOUT_STATUS_LABELS[item.status], tone: TONE[item.status] }}
      customer={item.customer}
      at={{ label: 'Asked', iso: item.createdAt }}
      historyHref={historyHref}
      actions={
        item.status === 'awaiting_approval' && (
          <DecisionActions queue="payouts" id={item.id} subject={subject} describedBy={titleId} news={news} />
        )
      }
    >
      <dl className="facts review-facts">
        <dt>Bank account</dt>
        <dd>
          {item.bankName} · <span className="account-digits">{item.accountNumber}</span>
        </dd>
        <dt>Account name</dt>
        <dd>{item.accountName}</dd>
        <dt>Verification tier</dt>
        <dd>Tier {item.tier}</dd>
        <dt>Wallet available now</dt>
        <dd className="num">{formatMoney(item.walletAvailable)}</dd>
        <dt>Paid out, last 30 days</dt>
        <dd className="num">{formatMoney(item.paidOutLast30Days)}</dd>
      </dl>
    </ReviewCard>
  );
}
