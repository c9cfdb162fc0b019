/**
 * A request page of the dashboard, for either side: tabs for quotes, samples and documents (and,
 * for buyers, product requests); in each, the list or the request named by `?id=`. A step answers
 * with the changed request; a 409 means the other side moved first, so the page says so and shows
 * the request as it is now.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Envelope, PagedEnvelope } from '../../../../contracts/envelope.ts';
import type { RequestTab } from '../../../../contracts/requests.ts';
import { api, errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { actionPath, itemPath, KINDS, listPath, type AnyRequest, type RequestAction, type Side } from './kinds.ts';
import { ProductRequestList } from './ProductRequestList.tsx';
import { RequestDetail } from './RequestDetail.tsx';
import { RequestList } from './RequestList.tsx';
import { failureStatus, lastOf, useGateway } from './use-gateway.ts';
import { useRequestsUrl } from './use-requests-url.ts';
import '../../../shared/shared.css';
import './requests.css';

const PAGE_SIZE = 10;
const TAB_LABEL: Record<RequestTab, string> = { quotes: 'Quotes', samples: 'Samples', documents: 'Documents', products: 'Product requests' };
const BUYER_TABS: readonly RequestTab[] = ['quotes', 'samples', 'documents', 'products'];
const SELLER_TABS: readonly RequestTab[] = ['quotes', 'samples', 'documents'];

interface Props {
  title: string;
  side: Side;
  path: string;
  /** Shown under the page's heading, above the tabs (the buyer's new request, while it loads). */
  children?: ReactNode;
}

export function RequestsArea({ title, side, path, children }: Props) {
  const tabs = side === 'buyer' ? BUYER_TABS : SELLER_TABS;
  const { view, go, href } = useRequestsUrl(path, tabs);
  const kind = view.tab === 'products' ? null : KINDS[view.tab];
  const list = useGateway(kind && !view.id ? listPath(kind, side) : null,
    { PageNumber: view.page, PageSize: PAGE_SIZE, ...(view.status ? { Status: view.status } : {}) }, (answer: PagedEnvelope<AnyRequest>) => answer);
  const detail = useGateway(kind && view.id ? itemPath(kind, side, view.id) : null, {}, (answer: Envelope<AnyRequest>) => answer.data);
  const [conflict, setConflict] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const detailRef = useRef<HTMLHeadingElement>(null);
  const tabsRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<'detail' | { id: string } | null>(null);

  // Opening a request puts the keyboard on its heading; going back puts it on the request's link.
  const opened = useRef(view.id);
  useEffect(() => {
    if (opened.current === view.id) return;
    focusNext.current = view.id ? 'detail' : opened.current ? { id: opened.current } : null;
    opened.current = view.id;
    setConflict(null);
  }, [view.id]);
  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    if (next === 'detail') {
      if (!detailRef.current) return;
      detailRef.current.focus();
    } else {
      const link = document.getElementById(`request-link-${next.id}`);
      if (!link && list.state.status === 'loading') return;
      (link ?? headingRef.current)?.focus();
    }
    focusNext.current = null;
  });

  async function perform(action: RequestAction, body?: Record<string, unknown>) {
    const request = lastOf(detail.state);
    if (!kind || !request) return;
    try {
      const response = await api<Envelope<AnyRequest>>(actionPath(kind, action, request.id), { method: 'POST', ...(body ? { body } : {}) });
      detail.setState({ status: 'done', value: response.data });
      setConflict(null);
      toast(response.message ?? 'Done.');
      focusNext.current = 'detail';
    } catch (error) {
      if (failureStatus(error) !== 409) throw error;
      setConflict(errorMessage(error));
      toast(errorMessage(error), 'error');
      detail.reload();
      focusNext.current = 'detail';
    }
  }

  function onTabKey(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.indexOf(view.tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length]!;
    go({ tab: target, status: null, page: 1, id: null });
    tabsRef.current?.querySelector<HTMLElement>(`#requests-tab-${target}`)?.focus();
  }

  const shown = detail.state.status === 'done' ? detail.state.value : detail.state.last?.id === view.id ? detail.state.last : null;
  return (
    <section className="list-area requests-area" aria-labelledby="area-title">
      <div className="list-head">
        <h1 id="area-title" ref={headingRef} tabIndex={-1}>{title}</h1>
        {side === 'buyer' && <a className="button secondary" href="/search">Find products</a>}
      </div>
      {children}
      <div className="request-tabs" role="tablist" aria-label="Kinds of request" ref={tabsRef} onKeyDown={onTabKey}>
        {tabs.map((tab) => (
          <button key={tab} id={`requests-tab-${tab}`} type="button" role="tab" aria-selected={tab === view.tab} aria-controls="requests-panel"
            tabIndex={tab === view.tab ? 0 : -1} onClick={() => go({ tab, status: null, page: 1, id: null })}>
            {TAB_LABEL[tab]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="requests-panel" aria-labelledby={`requests-tab-${view.tab}`} className="requests-panel">
        {view.tab === 'products' ? (
          <ProductRequestList view={view} go={go} />
        ) : !view.id ? (
          <RequestList kind={view.tab} side={side} view={view} list={list.state} go={go} href={href} retry={list.reload} />
        ) : (
          <>
            <p className="back-row"><a href={href({ id: null })}><span aria-hidden="true">←</span> Back to {TAB_LABEL[view.tab].toLowerCase()}</a></p>
            {shown ? (
              <RequestDetail kind={view.tab} side={side} request={shown} perform={perform} headingRef={detailRef} conflict={conflict} />
            ) : detail.state.status === 'error' ? (
              <div className="card notice-block" role="alert">
                <h2>{detail.state.code === 404 ? 'Request not found' : 'We could not load this request'}</h2>
                <p>{detail.state.code === 404 ? 'There is no such request among yours. It may belong to another account.' : detail.state.message}</p>
                {detail.state.code !== 404 && <button type="button" className="button secondary" onClick={detail.reload}>Try again</button>}
              </div>
            ) : (
              <div className="card notice-block" aria-busy="true">Loading the request…</div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
