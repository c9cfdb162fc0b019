/** One message of a thread: who wrote it for whom and when, its text and files, and a way to report it. */
import type { ConversationMessage } from '../../../../contracts/conversations.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { MessageFiles } from '../../../shared/ui/MessageFiles.tsx';
import { MessageText } from './MessageText.tsx';

interface MessageItemProps {
  message: ConversationMessage;
  /** Written by the asking person's side (them or a colleague). */
  ours: boolean;
  /** "Seen by …" under it, when the other side has read up to here. */
  seenBy: string | null;
  onReport: (message: ConversationMessage) => void;
}

export function MessageItem({ message, ours, seenBy, onReport }: MessageItemProps) {
  const dates = useAccountDates();
  const { author } = message;
  const who = author.mine ? 'You' : author.side === 'system' ? author.name : `${author.name}, ${author.party}`;
  const reportable = !author.mine && author.side !== 'system' && !message.removed;
  return (
    <li
      className={`message ${ours ? 'ours' : 'theirs'}${author.side === 'system' ? ' system' : ''}`}
      id={`message-${message.id}`}
      tabIndex={-1}
    >
      <p className="message-meta small">
        <strong>{who}</strong> <time dateTime={message.sentAt}>{dates.dateTime(message.sentAt)}</time>
      </p>
      {message.removed ? (
        <p className="message-text muted">This message was removed by ChemMarket Africa’s operators.</p>
      ) : (
        <>
          {message.text && <MessageText text={message.text} />}
          <MessageFiles files={message.files} />
        </>
      )}
      {(seenBy || reportable) && (
        <p className="message-after small muted">
          {seenBy && <span>Seen by {seenBy}</span>}
          {reportable && (
            <button
              type="button"
              className="link-button"
              onClick={() => onReport(message)}
              aria-label={`Report the message of ${author.name}`}
            >
              Report
            </button>
          )}
        </p>
      )}
    </li>
  );
}
