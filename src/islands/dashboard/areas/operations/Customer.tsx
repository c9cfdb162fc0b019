/** Whose item it is: the company or person, and who submitted or asked, with a way to write to them. */
import type { z } from 'zod';
import type { customer as customerSchema } from '../../../../contracts/operations.ts';

/** A queue's customer; financing's also carries the company's verification tier. */
export type Customer = z.infer<typeof customerSchema> & { tier?: number };

/** `named: false` when the card's title is already the customer's name. */
export function CustomerLine({ customer, named = true }: { customer: Customer; named?: boolean }) {
  return (
    <p className="customer-line">
      <span className="badge">{customer.kind === 'company' ? 'Company' : 'Person'}</span>
      {customer.tier !== undefined && <span className="badge">Tier {customer.tier}</span>}
      {named && <strong>{customer.name}</strong>}
      {(customer.contactName || customer.contactEmail) && (
        <span className="muted">
          {named && ' · '}
          {customer.contactName}
          {customer.contactName && customer.contactEmail && ', '}
          {customer.contactEmail && <a href={`mailto:${customer.contactEmail}`}>{customer.contactEmail}</a>}
        </span>
      )}
    </p>
  );
}
