/**
 * A message reported in a conversation: what was written, by whom for whom, in which thread, and
 * why it was reported. Removing it upholds the report; keeping it dismisses the report.
 */
import { useId } from 'react';
import type { MessageReportItem as Item } from '../../../../contracts/conversations.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { DecisionActions } from './DecisionActions.tsx';
import type { NewsTarget } from './decision-news.ts';
import { ReviewCard, type Tone } from './ReviewCard.tsx';

const STATUS: Record<Item['status'], { label: string; tone: Tone }> = {
  open: { label: 'Waiting for a decision', tone: 'waiting' },
  upheld: { label: 'Message removed', tone: 'bad' },
  dismissed: { label: 'Message kept', tone: 'good' },
};

interface Props {
  item: Item;
  news: NewsTarget;
  historyHref: string;
}

export function MessageReportItem({ item, news, historyHref }: Props) {
  const titleId = useId();
  const dates = useAccountDates();
  const { message, thread } = item;
  const subject = `the message of ${message.authorName} (${message.authorParty})`;
  return (
    <ReviewCard
      titleId={titleId}
      title={`${message.authorName}, ${message.authorParty}`}
      meta={`In the conversation of ${thread.buyerName} with ${thread.supplierName} about ${thread.subjectTitle}`}
      status={STATUS[item.status]}
      customer={{ kind: item.reporter.kind, name: item.reporter.party, contactName: item.reporter.name, contactEmail: null }}
      at={{ label: 'Reported', iso: item.reportedAt }}
      historyHref={historyHref}
      actions={
        item.status === 'open' && (
          <DecisionActions queue="message-reports" id={item.id} subject={subject} describedBy={titleId} news={news} />
        )
      }
    >
      <blockquote className="review-text reported-message">
        <p className="small muted">
          Written {dates.dateTime(message.sentAt)}
          {message.files > 0 && `, with ${message.files} file${message.files > 1 ? 's' : ''}`}
          {message.removed && ' (removed)'}
        </p>
        <p>{message.text || '(files only)'}</p>
      </blockquote>
      <h3 className="review-subtitle">Why it was reported</h3>
      <p className="review-text">{item.reason}</p>
      {item.decision?.note && (
        <>
          <h3 className="review-subtitle">Why it was kept</h3>
          <p className="review-text">{item.decision.note}</p>
        </>
      )}
    </ReviewCard>
  );
}
