/**
 * /campaign/new: a new campaign; /campaign/new?id=…: a change to one (an ended campaign is only
 * shown the way to its orders: there is nothing left to change).
 */
import { useQuery } from '../../../shared/data/use-query.ts';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useUrlState } from '../../../shared/data/use-url-state.ts';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import { campaignKey, loadCampaign } from './api.ts';
import { CampaignForm } from './CampaignForm.tsx';
import { FORM_VIEW, NEW_PATH, transactionsPath } from './campaign-view.ts';
import campaignStyles from './campaigns.css?url';
import { Back, NotFound } from './CampaignNav.tsx';
import { areaStyles } from '../../../shared/ui/area-styles.ts';

await areaStyles(campaignStyles);

function EditCampaign({ id }: { id: string }) {
  const query = useQuery(campaignKey(id), (signal) => loadCampaign(id, signal));
  const campaign = query.data;
  // The form starts from a fresh answer only: one remembered from before may miss a change made since.
  if (!campaign || query.loading)
    return (
      <section className="campaign-area" aria-labelledby="area-title">
        <Back />
        <h1 id="area-title" tabIndex={-1}>
          Edit the campaign
        </h1>
        <QueryStatus query={{ ...query, data: undefined }} what="the campaign" notFound={<NotFound />} />
      </section>
    );
  return (
    <section className="campaign-area" aria-labelledby="area-title">
      <Back />
      <h1 id="area-title" tabIndex={-1}>
        Edit “{campaign.name}”
      </h1>
      {campaign.status === 'ended' ? (
        <div className="card campaign-blocked">
          <h2>This campaign has ended</h2>
          <p>
            An ended campaign cannot change or start again. Its orders and figures stay on its page; a new campaign can offer new terms.
          </p>
          <p className="campaign-actions-row">
            <a className="button" href={transactionsPath(campaign.id)}>
              See its orders
            </a>
            <a className="button secondary" href={NEW_PATH}>
              New campaign
            </a>
          </p>
        </div>
      ) : (
        <CampaignForm key={`${campaign.id}:${campaign.updatedAt}`} campaign={campaign} />
      )}
    </section>
  );
}

export default function FormArea({ title }: { title: string; params: Record<string, string> }) {
  const { view } = useUrlState(NEW_PATH, FORM_VIEW);
  if (view.id) return <EditCampaign key={view.id} id={view.id} />;
  return (
    <section className="campaign-area" aria-labelledby="area-title">
      <Back />
      <h1 id="area-title" tabIndex={-1}>
        {title}
      </h1>
      <CampaignForm campaign={null} />
    </section>
  );
}
