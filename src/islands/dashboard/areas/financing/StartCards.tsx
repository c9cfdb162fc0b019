/**
 * The three kinds of financing, each with what it is for and how to start one: "Start a … request",
 * or, when one of that kind is open already (one at a time, said before anyone starts), the open
 * one named with a link to it, or, while the company may not ask, the button disabled with the
 * reason beside it.
 */
import type { FinancingEligibility } from '../../../../contracts/financing.ts';
import {
  FINANCING_TYPE_BLURBS,
  FINANCING_TYPE_LABELS,
  FINANCING_TYPES,
  financingReference,
} from '../../../../contracts/financing-terms.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { requestAddress, requestPath } from './request-view.ts';

const ARTICLE = { procurement: 'a', import: 'an', manufacturing: 'a' } as const;

/** The rule, said where a request is started: one open request of each kind (decision 018). */
export const ONE_OF_EACH =
  'A company has one open request of each kind at a time, so each kind has one offer and one repayment schedule to follow. ' +
  'A request stays open until it is declined, its offer expires or it is repaid; then another of that kind can be started.';

export function StartCards({ eligibility, reasonId }: { eligibility: FinancingEligibility | undefined; reasonId: string }) {
  return (
    <>
      <p className="fin-one-each muted small">{ONE_OF_EACH}</p>
      <ul className="fin-kinds">
        {FINANCING_TYPES.map((type) => {
          const open = eligibility?.open[type] ?? null;
          const kind = FINANCING_TYPE_LABELS[type].toLowerCase();
          const name = `Start ${ARTICLE[type]} ${kind} request`;
          return (
            <li key={type} className={`card fin-kind ${type}`}>
              <h3>{FINANCING_TYPE_LABELS[type]} financing</h3>
              <p>{FINANCING_TYPE_BLURBS[type]}</p>
              {open ? (
                <>
                  <p className="fin-kind-open small" id={`fin-open-${type}`}>
                    Your {kind} request {financingReference(open)} is open: continue it there. A new one can start once it is closed.
                  </p>
                  <a className="button secondary" href={requestAddress(type, open)} aria-describedby={`fin-open-${type}`}>
                    Go to {financingReference(open)}
                  </a>
                </>
              ) : eligibility && !eligibility.eligible ? (
                <button type="button" className="button" disabled aria-describedby={reasonId}>
                  {name}
                </button>
              ) : (
                <a className="button" href={requestPath(type)}>
                  {name}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** Why the company cannot ask for financing yet, with the way there. */
export function NotEligible({ eligibility, id }: { eligibility: FinancingEligibility; id: string }) {
  const reason = eligibility.reason ?? 'Your company cannot ask for financing yet.';
  return (
    <div className="fin-blocked-note" id={id} role="note">
      <p>{reason}</p>
      {/verif/i.test(reason) && (
        <a className="button compact" href="/wallet/verification">
          Verify your business
        </a>
      )}
    </div>
  );
}

/** The amounts asked for, in one line. */
export const amountRange = (eligibility: FinancingEligibility) =>
  `From ${formatMoney(eligibility.minAmount)} to ${formatMoney(eligibility.maxAmount)}, repaid in equal instalments every 30 days.`;
