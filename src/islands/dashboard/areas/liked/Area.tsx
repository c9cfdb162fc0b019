/**
 * /account/liked: the products and suppliers the person liked (spec §7 likes), a tab each, with
 * "Unlike". The tab and page live in the address, so Back and a shared link show the same list.
 */
import { countryName } from '../../../../contracts/format.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { supplierPath } from '../../../../contracts/urls.ts';
import { Tabs } from '../../../shared/Tabs.tsx';
import { pageParam, type UrlView, useUrlState } from '../../../shared/use-url-state.ts';
import { useQuery } from '../../../shared/use-query.ts';
import '../../../shared/forms.css';
import '../../../shared/lists.css';
import { type LikedKind, likedKey, likedProducts, likedSuppliers } from './api.ts';
import { type LikedItem, LikedList } from './LikedList.tsx';

export const LIKED_PATH = '/account/liked';
const TABS = [
  { value: 'products', label: 'Products' },
  { value: 'suppliers', label: 'Suppliers' },
] as const;

const view: UrlView<{ tab: LikedKind; page: number }> = {
  read: (params) => ({ tab: params.get('tab') === 'suppliers' ? 'suppliers' : 'products', page: pageParam(params) }),
  defaults: { tab: 'products', page: 1 },
};

const paged = <T,>(answer: { data: T[]; pageNumber: number; totalPages: number; totalRecords: number }, item: (row: T) => LikedItem) => ({
  items: answer.data.map(item),
  pageNumber: answer.pageNumber,
  totalPages: answer.totalPages,
  totalRecords: answer.totalRecords,
});

export default function LikedArea({ title }: { title: string; params: Record<string, string> }) {
  const { view: current, go } = useUrlState(LIKED_PATH, view);
  const { tab, page } = current;
  const query = useQuery(likedKey(tab, page), (signal) =>
    tab === 'products'
      ? likedProducts(page, signal).then((answer) =>
          paged(answer, (p) => ({
            id: p.id,
            name: p.name,
            href: p.url,
            detail: `${p.grade} · ${p.supplier.name} · ${p.priceFromMinor === null ? 'price on request' : `from ${formatMoney(p.priceFromMinor, p.currency)}`}`,
          })),
        )
      : likedSuppliers(page, signal).then((answer) =>
          paged(answer, (s) => ({
            id: s.id,
            name: s.name,
            href: supplierPath(s.slug),
            detail: `${s.city}, ${countryName(s.country)}${s.verified ? ' · verified supplier' : ''}`,
          })),
        ),
  );

  return (
    <section className="list-area">
      <div className="list-head">
        <h1 id="area-title" tabIndex={-1}>
          {title}
        </h1>
      </div>
      <Tabs label="Liked" tabs={TABS} value={tab} onChange={(next) => go({ tab: next, page: 1 })} busy={query.loading}>
        <LikedList
          kind={tab}
          query={query}
          onPage={(next) => go({ page: next })}
          empty={
            tab === 'products' ? (
              <p>
                You have not liked a product yet. Press <strong>Like</strong> on a product page to keep it here.{' '}
                <a href="/search">Find products</a>
              </p>
            ) : (
              <p>
                You have not liked a supplier yet. Press <strong>Like</strong> on a supplier's page to keep it here.{' '}
                <a href="/suppliers">See suppliers</a>
              </p>
            )
          }
        />
      </Tabs>
    </section>
  );
}
