/** The contact form: stored, and emailed to the operator when an address is configured. */
import { v7 as uuidv7 } from 'uuid';
import type { ContactBody, Country } from '../../contracts/settings.ts';
import type { Db } from '../db/client.ts';
import { contactMessages } from '../db/schema/requests.ts';
import { contactMessage } from '../platform/mail/email-templates.ts';
import type { Mail } from '../platform/mail/mailer.ts';
import type { RateLimiter } from '../platform/rate-limiter.ts';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Codes that name groups or reserved areas, not countries. */
const NOT_COUNTRIES = new Set(['AA', 'EU', 'EZ', 'QO', 'UN', 'XA', 'XB', 'ZZ']);

/** Every ISO 3166-1 country Node knows a name for, African countries first, then the rest. */
export const COUNTRIES: Country[] = (() => {
  const all: Country[] = [];
  for (const a of LETTERS)
    for (const b of LETTERS) {
      const code = a + b;
      const name = regionNames.of(code);
      if (name && name !== code && !NOT_COUNTRIES.has(code)) all.push({ code, name });
    }
  return all.sort((x, y) => x.name.localeCompare(y.name));
})();

export function createContact(db: Db, deps: { limiter: RateLimiter; contactEmail: string | null; mail: Mail }) {
  return {
    async send(body: ContactBody, ip: string): Promise<void> {
      await deps.limiter.enforce(
        `contact:ip:${ip}`,
        { limit: 5, windowSeconds: 3600 },
        'You sent several messages already. Please wait a while before sending another.',
      );
      await db.transaction(async (tx) => {
        await tx.insert(contactMessages).values({ id: uuidv7(), ...body, company: body.company ?? null });
        if (deps.contactEmail) await deps.mail.enqueue(tx, contactMessage(deps.contactEmail, body));
      });
    },
  };
}

export type Contact = ReturnType<typeof createContact>;
