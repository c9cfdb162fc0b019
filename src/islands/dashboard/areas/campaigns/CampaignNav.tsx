/** The campaign pages' way back to the list, and what they say when the campaign is not the seller's. */
import { BackLink } from '../../../shared/ui/BackLink.tsx';
import { LIST_PATH, NEW_PATH } from './campaign-view.ts';

export function Back() {
  return (
    <BackLink href={LIST_PATH} className="campaign-back">
      Back to your campaigns
    </BackLink>
  );
}

export function NotFound() {
  return (
    <div className="card campaign-blocked" role="alert">
      <h2>Campaign not found</h2>
      <p>It may belong to another storefront, or the link is incomplete.</p>
      <p>
        <a href={LIST_PATH}>Your campaigns</a> · <a href={NEW_PATH}>New campaign</a>
      </p>
    </div>
  );
}
