/**
 * The three kinds of financing, each with what it is for and how to start one: "Start a … request",
 * or a link to the open request of that kind (one at a time), or, while the company may not ask,
 * the button disabled with the reason beside it.
 */
import {
  FINANCING_TYPE_BLURBS,
  FINANCING_TYPE_LABELS,
  FINANCING_TYPES,
  type FinancingEligibility,
} from '../../../../contracts/financing.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { requestAddress, requestPath } from './request-view.ts';

const ARTICLE = { procurement: 'a', import: 'an', manufacturing: 'a' } as const;

export function StartCards({ eligibility, reasonId }: { eligibility: FinancingEligibility | undefined; reasonId: string }) {
  return (
    <ul className="fin-kinds">
      {FINANCING_TYPES.map((type) => {
        const open = eligibility?.open[type] ?? null;
        const name = `Start ${ARTICLE[type]} ${FINANCING_TYPE_LABELS[type].toLowerCase()} request`;
        return (
          <li key={type} className={`card fin-kind ${type}`}>
            <h3>{FINANCING_TYPE_LABELS[type]} financing</h3>
            <p>{FINANCING_TYPE_BLURBS[type]}</p>
            {open ? (
              <a className="button secondary" href={requestAddress(type, open)}>
                Open your {FINANCING_TYPE_LABELS[type].toLowerCase()} request
              </a>
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
