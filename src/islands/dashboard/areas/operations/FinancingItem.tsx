/**
 * A financing request for the reviewer: how much for how long, whose (with its verification tier),
 * what was asked label by label, what a procurement request pays for, the offer once there is one,
 * the documents, the timeline, and the steps its status allows.
 */
import { Fragment, useId } from 'react';
import {
  FINANCING_STATUS_LABELS,
  FINANCING_TYPE_LABELS,
  type FinancingReviewItem,
  type FinancingStatus,
} from '../../../../contracts/financing.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import type { NewsTarget } from './decision-news.ts';
import { DocumentButtons } from '../../../shared/ui/DownloadButtons.tsx';
import { downloadDocument } from './api.ts';
import { FinancingActions } from './FinancingActions.tsx';
import { documentsOf } from '../../../shared/money/financing-documents.ts';
import { FinancingOffer } from './FinancingOffer.tsx';
import { FinancingSubject } from './FinancingSubject.tsx';
import { FinancingTimeline } from './FinancingTimeline.tsx';
import { askedTenor } from './offer-form.ts';
import { ReviewCard, type Tone } from './ReviewCard.tsx';

const TONE: Record<FinancingStatus, Tone> = {
  draft: 'neutral',
  submitted: 'waiting',
  in_review: 'waiting',
  offered: 'neutral',
  declined: 'bad',
  accepted: 'good',
  expired: 'bad',
  disbursed: 'good',
  repaying: 'good',
  overdue: 'bad',
  repaid: 'good',
};

interface Props {
  item: FinancingReviewItem;
  news: NewsTarget;
  historyHref: string;
}

export function FinancingItem({ item, news, historyHref }: Props) {
  const titleId = useId();
  const tenor = askedTenor(item);
  const asked = item.amount === null ? 'No amount given' : formatMoney(item.amount);
  const subject = `${item.reference}, ${formatMoney(item.offeredAmount ?? item.amount ?? 0)} for ${item.customer.name}`;
  // An accepted import or manufacturing request still waits for its money.
  const waitsForMoney = item.status === 'accepted' && item.type !== 'procurement';
  const submittedAt = item.events.find((event) => event.status === 'submitted')?.at ?? item.createdAt;
  return (
    <ReviewCard
      titleId={titleId}
      title={
        <>
          <span className="review-amount">{asked}</span>
          {tenor !== null && ` over ${tenor} days`}
        </>
      }
      meta={`${FINANCING_TYPE_LABELS[item.type]} financing · ${item.reference}`}
      status={{
        label: waitsForMoney ? 'Accepted: to disburse' : FINANCING_STATUS_LABELS[item.status],
        tone: waitsForMoney ? 'waiting' : TONE[item.status],
      }}
      customer={{ kind: 'company', ...item.customer }}
      at={{ label: 'Submitted', iso: submittedAt }}
      historyHref={historyHref}
      actions={<FinancingActions item={item} subject={subject} describedBy={titleId} news={news} />}
    >
      {item.facts.length > 0 && (
        <dl className="facts review-facts">
          {item.facts.map((fact) => (
            <Fragment key={`${fact.label}: ${fact.value}`}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      {item.subject && <FinancingSubject subject={item.subject} reference={item.reference} />}
      {item.offer && <FinancingOffer offer={item.offer} />}
      {item.declineReason && (
        <p className="review-reason">
          <strong>Declined:</strong> {item.declineReason}
        </p>
      )}
      <DocumentButtons documents={documentsOf(item)} download={downloadDocument} />
      <FinancingTimeline events={item.events} />
    </ReviewCard>
  );
}
