/**
 * /storefront/products: the seller's products, with search, status tabs and their counts, sorting
 * and pages (kept in the address), and per product: edit, publish or take back, restore, delete.
 */
import { useEffect, useState } from 'react';
import { formatNumber } from '../../../../contracts/format.ts';
import { toast } from '../../../../lib/toast.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { Tabs } from '../../../shared/ui/Tabs.tsx';
import { useQuery } from '../../../shared/data/use-query.ts';
import { useUrlState } from '../../../shared/data/use-url-state.ts';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import { COUNTS_KEY, invalidateProductLists, invalidateProducts, loadCounts, loadProducts, productsKey } from './api.ts';
import { LIST_PATH } from './form-steps.ts';
import { LIST_VIEW, productsQuery, TABS } from './list-view.ts';
import { NoProductsHere, NoProductsYet } from './ListEmpty.tsx';
import { ProductsTable } from './ProductsTable.tsx';
import { ProductsTools } from './ProductsTools.tsx';
import productsStyles from './products.css?url';
import { areaStyles } from '../../../shared/ui/area-styles.ts';

await areaStyles(productsStyles);

export default function ListArea({ title }: { title: string; params: Record<string, string> }) {
  const { view, go } = useUrlState(LIST_PATH, LIST_VIEW);
  const query = productsQuery(view);
  const list = useQuery(productsKey(query), (signal) => loadProducts(query, signal));
  const counts = useQuery(COUNTS_KEY, loadCounts);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const page = list.data;
  const rows = page?.data ?? [];
  const settled = page !== undefined && !list.loading;

  // After the last product of a page goes, show the last page there is rather than an empty one.
  useEffect(() => {
    if (settled && page.data.length === 0 && view.page > 1 && page.totalRecords > 0) go({ page: page.totalPages }, { replace: true });
  });

  function onDone(message: string, failed: boolean) {
    toast(message, failed ? 'error' : undefined);
    setAnnounce(message);
    if (failed) return;
    setConfirming(null);
    invalidateProducts();
    invalidateProductLists();
  }

  const tab = TABS.find((t) => t.value === view.status)!;
  const nothingYet = counts.data?.all === 0 && settled && !counts.loading;
  return (
    <section className="list-area products-area" aria-labelledby="products-title">
      <div className="list-head">
        <h1 id="products-title" tabIndex={-1}>
          {title}
        </h1>
        <a className="button" href="/storefront/products/add-product">
          Add product
        </a>
      </div>
      <p className="visually-hidden" role="status">
        {announce}
      </p>

      {nothingYet ? (
        <NoProductsYet />
      ) : (
        <>
          <ProductsTools
            key={view.q}
            q={view.q}
            sort={view.sort}
            onSearch={(q) => go({ q, page: 1 })}
            onSort={(sort) => go({ sort, page: 1 })}
          />
          <Tabs
            label="Show products by status"
            idPrefix="products"
            panelClassName="products-panel"
            busy={list.loading}
            value={view.status}
            onChange={(status) => go({ status, page: 1 })}
            tabs={TABS.map((t) => ({
              value: t.value,
              // Counted here rather than by the tab, so large counts read "1,204".
              label: (
                <>
                  {t.label}
                  {counts.data && <span className="count">({formatNumber(counts.data[t.key])})</span>}
                </>
              ),
            }))}
          >
            <QueryStatus query={list} what="your products" />
            {settled && rows.length === 0 && <NoProductsHere q={view.q} tab={view.status === 'all' ? null : tab.label.toLowerCase()} />}
            {page && rows.length > 0 && (
              <>
                <p className="muted small">
                  {formatNumber(page.totalRecords)} product{page.totalRecords === 1 ? '' : 's'}
                  {view.q ? ` matching “${view.q}”` : ''} · page {page.pageNumber} of {Math.max(1, page.totalPages)}
                </p>
                <ProductsTable rows={rows} confirming={confirming} onConfirm={setConfirming} onDone={onDone} />
                <Pager label="Product pages" page={page.pageNumber} totalPages={page.totalPages} onPage={(n) => go({ page: n })} />
              </>
            )}
          </Tabs>
        </>
      )}
    </section>
  );
}
