/**
 * The ledger's invariant check in one block (DESIGN.md "Money": debits equal credits, balances equal
 * their transfers, no wallet negative, each pending transfer resolved once): green when it holds,
 * red with every problem listed when it does not. The word says it, the colour only helps.
 */
import type { z } from 'zod';
import type { ledgerCheckResult } from '../../../../contracts/operations.ts';
import { formatNumber } from '../../../../contracts/format.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';

type LedgerCheck = z.infer<typeof ledgerCheckResult>;

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

export function LedgerStatus({ check }: { check: LedgerCheck }) {
  const { dateTime } = useAccountDates();
  const counted = `${plural(check.accounts, 'account', 'accounts')}, ${plural(check.transfers, 'transfer', 'transfers')}`;
  const checkedAt = <time dateTime={check.checkedAt}>{dateTime(check.checkedAt)}</time>;
  if (check.ok)
    return (
      <p className="ledger-status ok" data-testid="ledger-status">
        <span className="ledger-mark" aria-hidden="true">
          ✓
        </span>
        <span>
          <strong>Ledger balanced:</strong> {counted}, checked at {checkedAt}
        </span>
      </p>
    );
  return (
    <div className="ledger-status problem" role="alert" data-testid="ledger-status">
      <span className="ledger-mark" aria-hidden="true">
        !
      </span>
      <div>
        <p>
          <strong>Ledger out of balance: {plural(check.problems.length, 'problem', 'problems')}</strong> in {counted}, checked at{' '}
          {checkedAt}
        </p>
        <ul>
          {check.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
