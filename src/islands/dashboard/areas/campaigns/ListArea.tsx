/**
 * /campaign/list (and /campaign): the storefront's campaigns, filtered by status in the address, a
 * page at a time, each with what can be done with it now; with none yet, what a campaign is for and
 * the way to start one.
 */
import { useRef, useState } from 'react';
import type { CampaignView } from '../../../../contracts/campaigns.ts';
import { CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUSES, type CampaignStatus } from '../../../../contracts/campaign-statuses.ts';
import { toast } from '../../../../lib/toast.ts';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useMutation, useQuery } from '../../../shared/data/use-query.ts';
import { useUrlState } from '../../../shared/data/use-url-state.ts';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import { type CampaignMove, campaignsKey, loadCampaigns, moveCampaign } from './api.ts';
import { CampaignActions } from './CampaignActions.tsx';
import { CampaignsTable } from './CampaignsTable.tsx';
import { LIST_PATH, LIST_VIEW, NEW_PATH } from './campaign-view.ts';
import { EndCampaignDialog } from './EndCampaignDialog.tsx';
import campaignStyles from './campaigns.css?url';
import { areaStyles } from '../../../shared/ui/area-styles.ts';

await areaStyles(campaignStyles);

const MOVED: Record<Exclude<CampaignMove, 'end'>, (name: string) => string> = {
  pause: (name) => `“${name}” is paused: its products are back at their own prices until you resume it.`,
  resume: (name) => `“${name}” is running again.`,
};

function NoCampaigns() {
  return (
    <div className="card campaign-empty">
      <h2>Put products on sale for a while</h2>
      <p>
        A campaign lowers the price of some of your published products, by a percentage or an amount per package, from a start to an end you
        choose. Buyers see the campaign price, struck-through list price and end date on the product, in search and in the Deals on the home
        page.
      </p>
      <p>
        A floor price keeps any package from selling too low, a budget stops the campaign once it has given that much in discounts, and a
        cap per buyer spreads the offer among more buyers.
      </p>
      <a className="button" href={NEW_PATH}>
        New campaign
      </a>
    </div>
  );
}

export default function ListArea({ title }: { title: string; params: Record<string, string> }) {
  const { view, go } = useUrlState(LIST_PATH, LIST_VIEW);
  const list = useQuery(campaignsKey(view), (signal) => loadCampaigns(view, signal));
  const [ending, setEnding] = useState<CampaignView | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const move = useMutation(async (campaign: CampaignView, to: Exclude<CampaignMove, 'end'>) => {
    await moveCampaign(campaign.id, to);
    toast(MOVED[to](campaign.name));
  });
  const none = list.data?.totalRecords === 0 && view.status === null;

  return (
    <section className="campaign-area" aria-labelledby="area-title">
      <div className="list-head">
        <h1 id="area-title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {!none && (
          <a className="button compact" href={NEW_PATH}>
            New campaign
          </a>
        )}
      </div>
      {!list.data ? (
        <QueryStatus query={list} what="your campaigns" />
      ) : none ? (
        <NoCampaigns />
      ) : (
        <>
          <QueryStatus query={list} what="your campaigns" />
          <FormMessage error={move.error?.message} />
          <div className="campaign-filters" role="search" aria-label="Filter campaigns">
            <label htmlFor="campaign-status">Status</label>
            <select
              id="campaign-status"
              className="input"
              value={view.status ?? ''}
              onChange={(event) => go({ status: (event.target.value || null) as CampaignStatus | null, page: 1 })}
            >
              <option value="">All statuses</option>
              {CAMPAIGN_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {CAMPAIGN_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
            <span className="muted small" aria-live="polite">
              {list.data.totalRecords} {list.data.totalRecords === 1 ? 'campaign' : 'campaigns'}
            </span>
          </div>
          {list.data.data.length ? (
            <div aria-busy={list.loading}>
              <CampaignsTable
                campaigns={list.data.data}
                actions={(campaign) => (
                  <CampaignActions
                    campaign={campaign}
                    busy={move.busy}
                    onMove={(c, to) => void move.run(c, to)}
                    onEnd={(c) => {
                      move.reset();
                      setEnding(c);
                    }}
                  />
                )}
              />
            </div>
          ) : (
            <p className="card campaign-none">
              No campaign with the status “{CAMPAIGN_STATUS_LABELS[view.status!]}”.{' '}
              <button type="button" className="link-button" onClick={() => go({ status: null, page: 1 })}>
                Show all campaigns
              </button>
            </p>
          )}
          <Pager label="Pages of campaigns" page={view.page} totalPages={list.data.totalPages} onPage={(page) => go({ page })} />
        </>
      )}
      {ending && (
        <EndCampaignDialog
          campaign={ending}
          onClose={() => setEnding(null)}
          // The End button goes with the campaign's new status: the keyboard waits at the heading.
          onEnded={() => heading.current?.focus()}
        />
      )}
    </section>
  );
}
