/** The contact form's one call: a message to the marketplace's operator. */
import type { ContactBody } from '../../contracts/settings.ts';
import type { Envelope } from '../../contracts/envelope.ts';
import { api } from '../../lib/api-client.ts';

/** The answer's message thanks the sender. */
export function sendContactMessage(body: ContactBody): Promise<Envelope<null>> {
  return api<Envelope<null>>('/v1/contact/send', { method: 'POST', body });
}
