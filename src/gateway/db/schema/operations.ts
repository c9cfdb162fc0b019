/** The platform's operators and the append-only log of what they did (docs/decisions/017-verification-and-payouts.md). */
import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { now } from './columns.ts';
import { users } from './accounts.ts';

/** People who run the platform: not a company role, granted with `npm run operator`. */
export const platformOperators = pgTable('platform_operators', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedAt: now('granted_at'),
});

/** Every operator action: who, what, when, before and after. The database refuses UPDATE and DELETE. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    at: now('at'),
  },
  (t) => [index('audit_log_subject_idx').on(t.subjectId), index('audit_log_at_idx').on(t.at)],
);
