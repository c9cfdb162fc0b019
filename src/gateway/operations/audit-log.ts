/**
 * The audit log (operations' own table): every operator action, who, what, when, the subject before
 * and after, and why. Written in the decision's transaction, so a decision and its entry commit
 * together; the database refuses to change or delete an entry.
 */
import { desc, eq } from 'drizzle-orm';
import type { AuditEntry } from '../../contracts/operations.ts';
import { type Page, pageOffset } from '../../contracts/paging.ts';
import { peopleNamed } from '../accounts/index.ts';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/operations.ts';

export interface AuditRecord {
  operatorId: string;
  action: string;
  subjectType: string;
  subjectId: string;
  before: unknown;
  after: unknown;
  reason?: string | null;
}

/** Without the sealed number or hashes: what an operator may see and the log may keep. */
export function redact<T extends object>(row: T): Omit<T, 'sealedNumber' | 'identityHash' | 'pinHash'> {
  const {
    sealedNumber: _sealed,
    identityHash: _hash,
    pinHash: _pin,
    ...rest
  } = row as T & {
    sealedNumber?: unknown;
    identityHash?: unknown;
    pinHash?: unknown;
  };
  return rest;
}

/** Writes an entry in the decision's transaction. */
export async function writeAudit(tx: Db, at: Date, entry: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    operatorId: entry.operatorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    before: entry.before as object,
    after: entry.after as object,
    reason: entry.reason ?? null,
    at,
  });
}

/** The entries, newest first, of one subject or all, with the operators' names. */
export async function auditEntries(
  db: Db,
  query: Page & { subjectId?: string | undefined },
): Promise<{ items: AuditEntry[]; total: number }> {
  const where = query.subjectId ? eq(auditLog.subjectId, query.subjectId) : undefined;
  const [rows, total] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(query.pageSize).offset(pageOffset(query)),
    db.$count(auditLog, where),
  ]);
  const operators = await peopleNamed(
    db,
    rows.map((entry) => entry.operatorId),
  );
  return {
    items: rows.map((entry) => ({
      id: entry.id,
      operator: operators.get(entry.operatorId) ?? { name: '', email: '' },
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      before: entry.before,
      after: entry.after,
      reason: entry.reason,
      at: entry.at.toISOString(),
    })),
    total,
  };
}
