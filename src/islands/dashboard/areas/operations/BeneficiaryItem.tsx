/** A bank account whose name did not match the wallet's verified name: the two names side by side. */
import { useId } from 'react';
import type { BeneficiaryReviewItem } from '../../../../contracts/operations.ts';
import { BENEFICIARY_STATUS_LABELS, type BeneficiaryStatus } from '../../../../contracts/verification.ts';
import { Comparison } from './Comparison.tsx';
import { DecisionActions } from './DecisionActions.tsx';
import type { NewsTarget } from './decision-news.ts';
import { ReviewCard, type Tone } from './ReviewCard.tsx';

const TONE: Record<BeneficiaryStatus, Tone> = { active: 'good', in_review: 'waiting', rejected: 'bad' };

interface Props {
  item: BeneficiaryReviewItem;
  news: NewsTarget;
  historyHref: string;
}

export function BeneficiaryItem({ item, news, historyHref }: Props) {
  const titleId = useId();
  const subject = `${item.accountName}, ${item.bankName} ${item.accountNumber}`;
  return (
    <ReviewCard
      titleId={titleId}
      title={item.accountName}
      meta={
        <>
          {item.bankName} · <span className="account-digits">{item.accountNumber}</span>
        </>
      }
      status={{ label: BENEFICIARY_STATUS_LABELS[item.status], tone: TONE[item.status] }}
      customer={item.customer}
      at={{ label: 'Added', iso: item.createdAt }}
      historyHref={historyHref}
      actions={
        item.status === 'in_review' && (
          <DecisionActions queue="beneficiaries" id={item.id} subject={subject} describedBy={titleId} news={news} />
        )
      }
    >
      <Comparison
        caption={`${subject}: the bank's name and the verified name`}
        columns={["The bank's name", 'Verified name']}
        submitted={[{ label: 'Account name', value: item.accountName }]}
        lookup={item.verifiedName ? [{ label: 'Account name', value: item.verifiedName }] : []}
        alike={item.nameMatches ? ['Account name'] : []}
      />
    </ReviewCard>
  );
}
