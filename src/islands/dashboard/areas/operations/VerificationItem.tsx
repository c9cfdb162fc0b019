/** A verification waiting for an operator (or decided): the submitted values beside the look-up's, and the documents. */
import { useId } from 'react';
import type { VerificationReviewItem } from '../../../../contracts/operations.ts';
import { VERIFICATION_STATUS_LABELS, type VerificationStatus } from '../../../../contracts/verification.ts';
import { Comparison } from './Comparison.tsx';
import { DecisionActions } from './DecisionActions.tsx';
import type { NewsTarget } from './decision-news.ts';
import { DocumentButtons } from '../../../shared/ui/DownloadButtons.tsx';
import { downloadDocument } from './api.ts';
import { ReviewCard, type Tone } from './ReviewCard.tsx';

const TONE: Record<VerificationStatus, Tone> = { checking: 'neutral', in_review: 'waiting', approved: 'good', rejected: 'bad' };
const KIND: Record<VerificationReviewItem['tier'], string> = { 1: 'Person verification', 2: 'Business verification' };

interface Props {
  item: VerificationReviewItem;
  news: NewsTarget;
  historyHref: string;
}

export function VerificationItem({ item, news, historyHref }: Props) {
  const titleId = useId();
  const subject = `${item.customer.name}, ${KIND[item.tier].toLowerCase()}`;
  return (
    <ReviewCard
      titleId={titleId}
      title={item.customer.name}
      meta={`${KIND[item.tier]} · tier ${item.tier}`}
      status={{ label: VERIFICATION_STATUS_LABELS[item.status], tone: TONE[item.status] }}
      customer={item.customer}
      titleIsCustomer
      at={{ label: 'Submitted', iso: item.submittedAt }}
      historyHref={historyHref}
      actions={
        item.status === 'in_review' && (
          <DecisionActions queue="verifications" id={item.id} subject={subject} describedBy={titleId} news={news} />
        )
      }
    >
      <Comparison caption={`${subject}: submitted and looked up`} submitted={item.submitted} lookup={item.lookup} />
      <DocumentButtons documents={item.documents} download={downloadDocument} />
      {item.reason && (
        <p className="review-reason">
          <strong>Reason:</strong> {item.reason}
        </p>
      )}
    </ReviewCard>
  );
}
