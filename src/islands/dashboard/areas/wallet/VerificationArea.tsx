/**
 * /wallet/verification: the wallet's verification tier, what each tier allows, and the way up:
 * the person's BVN or NIN (tier 1), then for company wallets the business's registration and
 * documents (tier 2). A submission being checked refreshes itself; a rejected one says why and can
 * be sent again.
 */
import { type RefObject, useRef } from 'react';
import { TIER_NAMES, type VerificationState } from '../../../../contracts/verification.ts';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useQuery } from '../../../shared/data/use-query.ts';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import { loadVerification, verificationKey } from './api.ts';
import { BusinessVerificationForm } from './BusinessVerificationForm.tsx';
import { PersonVerificationForm } from './PersonVerificationForm.tsx';
import { SubmissionFacts } from './SubmissionFacts.tsx';
import { TierTable } from './TierTable.tsx';
import { useRefreshWhile } from './use-refresh-while.ts';
import walletStyles from './wallet.css?url';
import { areaStyles } from '../../../shared/ui/area-styles.ts';
import { WalletPageHead } from './WalletPageHead.tsx';

await areaStyles(walletStyles);

/** After a submission the form gives way to its status: the keyboard goes to the section's title. */
const focusTitle = (title: RefObject<HTMLHeadingElement | null>) => requestAnimationFrame(() => title.current?.focus());

function PersonSection({ state, onSubmitted }: { state: VerificationState; onSubmitted: (state: VerificationState) => void }) {
  const title = useRef<HTMLHeadingElement>(null);
  const person = state.person;
  const canSubmit = state.tier < 1 && (!person || person.status === 'rejected');
  return (
    <section className="card verification-card" aria-labelledby="person-title">
      <h2 id="person-title" ref={title} tabIndex={-1}>
        Tier 1 · Your identity
      </h2>
      {person && <SubmissionFacts submission={person} />}
      {canSubmit && (
        <>
          {person && <h3>Submit again</h3>}
          <PersonVerificationForm
            again={person !== null}
            onSubmitted={(next) => {
              onSubmitted(next);
              focusTitle(title);
            }}
          />
        </>
      )}
    </section>
  );
}

function BusinessSection({ state, onSubmitted }: { state: VerificationState; onSubmitted: (state: VerificationState) => void }) {
  const title = useRef<HTMLHeadingElement>(null);
  const business = state.business;
  const canSubmit = state.tier === 1 && (!business || business.status === 'rejected');
  return (
    <section className="card verification-card" aria-labelledby="business-title">
      <h2 id="business-title" ref={title} tabIndex={-1}>
        Tier 2 · Your business
      </h2>
      {business && <SubmissionFacts submission={business} />}
      {state.tier < 1 && !business && (
        <p className="muted">
          Available once an owner's or a director's identity is verified (tier 1). You will need the CAC registration number, the TIN, the
          registered address, the certificate of incorporation and a recent proof of address, each as a PDF.
        </p>
      )}
      {canSubmit && (
        <>
          {business && <h3>Submit again</h3>}
          <BusinessVerificationForm
            again={business !== null}
            onSubmitted={(next) => {
              onSubmitted(next);
              focusTitle(title);
            }}
          />
        </>
      )}
    </section>
  );
}

export default function WalletVerification({ title }: { title: string; params: Record<string, string> }) {
  const query = useQuery(verificationKey(), loadVerification);
  const state = query.data;
  const checking = state?.person?.status === 'checking' || state?.business?.status === 'checking';
  useRefreshWhile(checking, query.reload);
  const accept = (next: VerificationState) => query.setData(() => next);

  return (
    <section className="wallet-area" aria-labelledby="area-title">
      <WalletPageHead title={title}>
        <a className="button secondary compact" href="/wallet/payouts">
          Payouts
        </a>
      </WalletPageHead>
      {!state ? (
        <QueryStatus
          query={query}
          what="your verification"
          notFound={
            <p className="card empty-note">
              Open your wallet first, on the <a href="/wallet/home">wallet page</a>: verification raises its limits.
            </p>
          }
        />
      ) : (
        <>
          <section className="card verification-summary" aria-labelledby="tier-title">
            <p className="balance-label">Your tier</p>
            <h2 id="tier-title" data-testid="verification-tier">
              Tier {state.tier} · {TIER_NAMES[state.tier]}
            </h2>
            {state.verifiedName && <p className="small muted">Verified as {state.verifiedName}.</p>}
            {state.missing.length > 0 ? (
              <ul className="missing-list" aria-label="What is missing">
                {state.missing.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : (
              <p>Your wallet is fully verified: nothing is missing.</p>
            )}
            {!state.caps[state.tier].payouts && (
              <p className="notice warning" role="note">
                Payouts to a bank account need a verified identity (tier 1).
              </p>
            )}
          </section>
          <section className="tier-overview" aria-labelledby="tiers-title">
            <h2 id="tiers-title">What each tier allows</h2>
            <p className="small muted">
              The caps per payment and per day count payments at checkout and payouts alike; your own limits may be lower.
            </p>
            <TierTable state={state} />
          </section>
          <div className="verification-columns">
            <PersonSection state={state} onSubmitted={accept} />
            {state.ownerKind === 'company' && <BusinessSection state={state} onSubmitted={accept} />}
          </div>
        </>
      )}
    </section>
  );
}
