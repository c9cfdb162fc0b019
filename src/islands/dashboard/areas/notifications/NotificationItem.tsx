/** One notification: its title (a link when it leads somewhere), text, time, and "Mark as read". */
import type { Notification } from '../../../../contracts/notifications.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { safeLink } from './safe-link.ts';

interface NotificationItemProps {
  item: Notification;
  /** Marking is on its way (this one, or all). */
  disabled: boolean;
  /** This one is being marked. */
  marking: boolean;
  onMark: () => void;
  /** The link was followed: mark it read without a word, the person is leaving. */
  onOpen: () => void;
}

export const notificationItemId = (id: string) => `notification-item-${id}`;

export function NotificationItem({ item, disabled, marking, onMark, onOpen }: NotificationItemProps) {
  const { dateTime } = useAccountDates();
  const link = safeLink(item.link);
  const titleId = `notification-${item.id}`;
  return (
    <li
      id={notificationItemId(item.id)}
      className={`card notification-item${item.read ? '' : ' unread'}`}
      tabIndex={-1}
      aria-labelledby={titleId}
    >
      <div className="item-main">
        <h2 className="item-title" id={titleId}>
          {!item.read && (
            <span className="badge unread-badge">
              New<span className="visually-hidden">, unread</span>
            </span>
          )}{' '}
          {link ? (
            <a href={link.href} onClick={onOpen} {...(link.external ? { rel: 'noopener noreferrer' } : {})}>
              {item.title}
            </a>
          ) : (
            item.title
          )}
        </h2>
        {item.body && <p className="item-body">{item.body}</p>}
        <p className="muted small item-meta">
          <time dateTime={item.createdAt}>{dateTime(item.createdAt)}</time>
        </p>
      </div>
      {!item.read && (
        <div className="item-actions">
          <button type="button" className="button secondary" onClick={onMark} disabled={disabled} aria-describedby={titleId}>
            {marking ? 'Marking…' : 'Mark as read'}
          </button>
        </div>
      )}
    </li>
  );
}
