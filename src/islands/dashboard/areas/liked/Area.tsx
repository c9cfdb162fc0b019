/**
 * /account/liked: the products, suppliers and producers the person liked (spec §7 likes; producers
 * are liked the same way), a tab each, with "Unlike". The tab and page live in the address, so Back
 * and a shared link show the same list.
 */
import type { ReactNode } from 'react';
import { countryName } from '../../../../contracts/format.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { producerPath, supplierPath } from '../../../../contracts/urls.ts';
import { Tabs } from '../../../shared/ui/Tabs.tsx';
import { pageParam, type UrlView, useUrlState } from '../../../shared/data/use-url-state.ts';
import { useQuery } from '../../../shared/data/use-query.ts';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import { type LikedKind, likedKey, likedProducers, likedProducts, likedSuppliers } from './api.ts';
import { type LikedItem, type LikedPage, LikedList } from './LikedList.tsx';

export const LIKED_PATH = '/account/liked';
const TABS = [
  { value: 'products', label: 'Products' },
  { value: 'suppliers', label: 'Suppliers' },
  { value: 'producers', label: 'Producers' },
] as const;
const isKind = (tab: string | null): tab is LikedKind => TABS.some((t) => t.value === tab);

const view: UrlView<{ tab: LikedKind; page: number }> = {
  read: (params) => {
    const tab = params.get('tab');
    return { tab: isKind(tab) ? tab : 'products', page: pageParam(params) };
  },
  defaults: { tab: 'products', page: 1 },
};

const paged = <T,>(answer: { data: T[]; pageNumber: number; totalPages: number; totalRecords: number }, item: (row: T) => LikedItem) => ({
  items: answer.data.map(item),
  pageNumber: answer.pageNumber,
  totalPages: answer.totalPages,
  totalRecords: answer.totalRecords,
});

/** What each tab loads and says when nothing is liked yet. */
const KINDS: Record<LikedKind, { load: (page: number, signal: AbortSignal) => Promise<LikedPage>; empty: ReactNode }> = {
  products: {
    load: (page, signal) =>
      likedProducts(page, signal).then((answer) =>
        paged(answer, (p) => ({
          id: p.id,
          name: p.name,
          href: p.url,
          detail: `${p.grade} · ${p.supplier.name} · ${p.priceFromMinor === null ? 'price on request' : `from ${formatMoney(p.priceFromMinor, p.currency)}`}`,
        })),
      ),
    empty: (
      <p>
        You have not liked a product yet. Press <strong>Like</strong> on a product page to keep it here. <a href="/search">Find products</a>
      </p>
    ),
  },
  suppliers: {
    load: (page, signal) =>
      likedSuppliers(page, signal).then((answer) =>
        paged(answer, (s) => ({
          id: s.id,
          name: s.name,
          href: supplierPath(s.slug),
          detail: `${s.city}, ${countryName(s.country)}${s.verified ? ' · verified supplier' : ''}`,
        })),
      ),
    empty: (
      <p>
        You have not liked a supplier yet. Press <strong>Like</strong> on a supplier's page to keep it here.{' '}
        <a href="/suppliers">See suppliers</a>
      </p>
    ),
  },
  producers: {
    load: (page, signal) =>
      likedProducers(page, signal).then((answer) =>
        paged(answer, (p) => ({
          id: p.id,
          name: p.name,
          href: producerPath(p.slug),
          detail: [p.city, countryName(p.country)].filter(Boolean).join(', '),
        })),
      ),
    empty: (
      <p>
        You have not liked a producer yet. Press <strong>Like</strong> on a producer's page to keep it here.{' '}
        <a href="/producers">See producers</a>
      </p>
    ),
  },
};

export default function LikedArea({ title }: { title: string; params: Record<string, string> }) {
  const { view: current, go } = useUrlState(LIKED_PATH, view);
  const { tab, page } = current;
  const query = useQuery(likedKey(tab, page), (signal) => KINDS[tab].load(page, signal));

  return (
    <section className="list-area">
      <div className="list-head">
        <h1 id="area-title" tabIndex={-1}>
          {title}
        </h1>
      </div>
      <Tabs label="Liked" tabs={TABS} value={tab} onChange={(next) => go({ tab: next, page: 1 })} busy={query.loading}>
        <LikedList kind={tab} query={query} onPage={(next) => go({ page: next })} empty={KINDS[tab].empty} />
      </Tabs>
    </section>
  );
}
