/**
 * A request page of the dashboard, for either side: tabs for quotes, samples and documents (and,
 * for buyers, product requests); in each, the list or the request named by `?id=`.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Loading } from '../../../shared/ui/QueryStatus.tsx';
import { Tabs, type TabItem } from '../../../shared/ui/Tabs.tsx';
import { useUrlState } from '../../../shared/data/use-url-state.ts';
import type { Side } from './api.ts';
import { TAB_LABEL } from './kinds.ts';
import { ProductRequestList } from './ProductRequestList.tsx';
import { RequestList } from './RequestList.tsx';
import { useRequestFocus } from './use-request-focus.ts';
import { type AreaTab, SIDES, tabView } from './url-view.ts';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import requestsStyles from './requests.css?url';
import rfqStyles from './rfq.css?url';
import { areaStyles } from '../../../shared/ui/area-styles.ts';

await areaStyles(requestsStyles, rfqStyles);

// An open request (its answers and forms) and the requests for quotation load when shown, not with
// the first tab's list.
const OpenRequest = lazy(() => import('./OpenRequest.tsx').then((m) => ({ default: m.OpenRequest })));
const RfqPanel = lazy(() => import('./RfqPanel.tsx').then((m) => ({ default: m.RfqPanel })));

const LABEL: Record<AreaTab, string> = { ...TAB_LABEL, rfq: 'For quotation' };
const TABS: Record<Side, TabItem<AreaTab>[]> = {
  buyer: SIDES.buyer.tabs.map((tab) => ({ value: tab, label: LABEL[tab] })),
  seller: SIDES.seller.tabs.map((tab) => ({ value: tab, label: LABEL[tab] })),
};

interface Props {
  title: string;
  side: Side;
  /** Shown under the page's heading, above the tabs (the buyer's new request, while it loads). */
  children?: ReactNode;
}

export function RequestsPage({ title, side, children }: Props) {
  const { view, go, href } = useUrlState(SIDES[side].path, SIDES[side].view);
  const focus = useRequestFocus(view.tab, view.tab === 'products' ? null : view.id);

  return (
    <section className="list-area requests-area" aria-labelledby="area-title">
      <div className="list-head">
        <h1 id="area-title" tabIndex={-1}>
          {title}
        </h1>
        {side === 'buyer' && (
          <a className="button secondary" href="/search">
            Find products
          </a>
        )}
      </div>
      {children}
      <Tabs
        label="Kinds of request"
        tabs={TABS[side]}
        value={view.tab}
        onChange={(tab) => go(tabView(tab))}
        panelClassName="requests-panel"
      >
        {view.tab === 'rfq' ? (
          <Suspense fallback={<Loading what="requests for quotation" />}>
            <RfqPanel side={side} view={view} go={go} href={href} />
          </Suspense>
        ) : view.tab === 'products' ? (
          <ProductRequestList view={view} go={go} />
        ) : view.id ? (
          <Suspense fallback={<Loading what="the request" />}>
            <OpenRequest
              key={`${view.tab}:${view.id}`}
              kind={view.tab}
              side={side}
              id={view.id}
              backHref={href({ id: null })}
              takeFocus={focus.target?.to === 'request'}
              onFocused={focus.done}
            />
          </Suspense>
        ) : (
          <RequestList
            key={view.tab}
            kind={view.tab}
            side={side}
            view={view}
            go={go}
            href={href}
            returnTo={focus.target?.to === 'link' ? focus.target.id : null}
            onReturned={focus.done}
          />
        )}
      </Tabs>
    </section>
  );
}
