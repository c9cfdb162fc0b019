/**
 * Tickets that open the live stream. A browser's EventSource sends no Authorization header, so the
 * messages area first asks for a ticket with its access token, then opens
 * /api/v1/conversations/stream?ticket=…: a token signed with the gateway's key (the same on every
 * gateway), good for opening a stream for two minutes and for nothing else. The stream it opens
 * lives on; EventSource's own reconnections within the two minutes reuse it, later ones ask again.
 */
import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const AUDIENCE = 'conversations-stream';
const ISSUER = 'chemmarket-gateway/conversations';
export const STREAM_TICKET_SECONDS = 120;

/**
 * A key of its own, derived from the gateway's: a ticket read from a log is never an access token
 * (nor the reverse), whatever the checks of either.
 */
const keys = new WeakMap<Uint8Array, Uint8Array>();
function ticketKey(secret: Uint8Array): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('chemmarket conversations stream tickets').digest();
    keys.set(secret, key);
  }
  return key;
}

export async function issueStreamTicket(
  secret: Uint8Array,
  userId: string,
  now = Date.now(),
): Promise<{ ticket: string; expiresAt: string }> {
  const expires = Math.floor(now / 1000) + STREAM_TICKET_SECONDS;
  const ticket = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(expires)
    .sign(ticketKey(secret));
  return { ticket, expiresAt: new Date(expires * 1000).toISOString() };
}

/** The person a ticket was issued to, or null when it is not a valid ticket (expired, altered, an access token). */
export async function streamTicketHolder(secret: Uint8Array, ticket: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(ticket, ticketKey(secret), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    return payload.sub ?? null;
  } catch {
    return null;
  }
}
