/** The contact form: stored, and emailed to the operator when an address is configured. */
import { v7 as uuidv7 } from 'uuid';
import { countries } from '../../contracts/countries.ts';
import type { ContactBody, Country } from '../../contracts/settings.ts';
import type { Db } from '../db/client.ts';
import { contactMessages } from '../db/schema/requests.ts';
import { contactMessage } from '../platform/mail/email-templates.ts';
import type { Mail } from '../platform/mail/mailer.ts';
import type { RateLimiter } from '../platform/rate-limiter.ts';

/** Every ISO 3166-1 country Node knows a name for, by name (contracts/countries.ts). */
export const COUNTRIES: Country[] = countries();

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
