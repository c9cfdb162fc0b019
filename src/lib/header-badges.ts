/**
 * The header's unread badges (notifications and messages), loaded by the account slot only once
 * someone is signed in: a visitor's pages fetch none of this code.
 */
import { $loggedUser } from './session.ts';
import { $unreadCount, watchUnreadNotifications } from './unread-notifications.ts';
import { $unreadMessages, $unreadMessagesBySide, watchUnreadMessages } from './unread-messages.ts';

/** A badge's count and accessible name follow `count`. */
function showCount(badge: HTMLElement, label: HTMLElement, name: string, count: number): void {
  badge.hidden = count === 0;
  badge.textContent = count > 99 ? '99+' : String(count);
  label.textContent = count === 0 ? name : `${name}, ${count} unread`;
}

export function watchHeaderBadges(): void {
  for (const slot of document.querySelectorAll<HTMLElement>('.account-slot')) {
    const notifCount = slot.querySelector<HTMLElement>('[data-notif-count]');
    const notifLabel = slot.querySelector<HTMLElement>('[data-notif-label]');
    if (notifCount && notifLabel) $unreadCount.subscribe((count) => showCount(notifCount, notifLabel, 'Notifications', count));
  }
  watchUnreadNotifications();

  // Messages lead to the side that has unread ones (a seller's storefront first).
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-messages-link]')) {
    const count = link.querySelector<HTMLElement>('[data-messages-count]')!;
    const label = link.querySelector<HTMLElement>('[data-messages-label]')!;
    $unreadMessages.subscribe((n) => showCount(count, label, 'Messages', n));
    const place = () => {
      const bySide = $unreadMessagesBySide.get()?.bySide;
      const selling = $loggedUser.get()?.businessUserType === 'seller' || (bySide ? bySide.seller > 0 && bySide.buyer === 0 : false);
      link.href = selling ? '/storefront/messages' : '/procurement/messages';
    };
    $loggedUser.subscribe(place);
    $unreadMessagesBySide.subscribe(place);
  }
  watchUnreadMessages();
}
