/**
 * Writing to someone starts on the page of what it is about and ends in the messages area: a
 * product page's "Message the supplier" links to /procurement/messages?new=product&productId=…, a
 * storefront page's to ?new=general&supplierId=…, an order's to ?new=order&orderId=… (either side).
 * No dependencies: the static pages build their links with this module at build time.
 */
import type { NewThreadSubject, Side } from '../../../../contracts/conversations.ts';

/** Where each side reads its messages. */
export const MESSAGES_PATH: Record<'buyer' | 'seller', string> = { buyer: '/procurement/messages', seller: '/storefront/messages' };

/** The product page's and the storefront page's link text. */
export const MESSAGE_THE_SUPPLIER = 'Message the supplier';

export function newThreadLink(subject: NewThreadSubject, side: 'buyer' | 'seller' = 'buyer'): string {
  const query = new URLSearchParams({ new: subject.kind });
  if (subject.kind === 'product') query.set('productId', String(subject.productId));
  if (subject.kind === 'order') query.set('orderId', subject.orderId);
  if (subject.kind === 'general') {
    if (subject.supplierId !== undefined) query.set('supplierId', String(subject.supplierId));
    if (subject.buyerId !== undefined) query.set('buyerId', subject.buyerId);
  }
  return `${MESSAGES_PATH[side]}?${query}`;
}

const positiveWhole = (text: string | null) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined);
const id = (text: string | null) => (text && /^[0-9a-f-]{36}$/i.test(text) ? text : undefined);

/** The subject an address asks to write about, or null when it asks for none (or for something malformed). */
export function readNewThread(search: string): NewThreadSubject | null {
  const query = new URLSearchParams(search);
  const kind = query.get('new');
  if (kind === 'product') {
    const productId = positiveWhole(query.get('productId'));
    return productId ? { kind, productId } : null;
  }
  if (kind === 'order') {
    const orderId = id(query.get('orderId'));
    return orderId ? { kind, orderId } : null;
  }
  if (kind === 'general') {
    const supplierId = positiveWhole(query.get('supplierId'));
    const buyerId = id(query.get('buyerId'));
    if ((supplierId === undefined) === (buyerId === undefined)) return null;
    return supplierId !== undefined ? { kind, supplierId } : { kind, buyerId: buyerId! };
  }
  return null;
}

/** The side a page of the area reads threads on, as the gateway names it. */
export type AreaSide = Extract<Side, 'buyer' | 'seller'>;
