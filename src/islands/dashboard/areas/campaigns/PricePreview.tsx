/**
 * What buyers will pay: each package of the chosen products at its list price and at the campaign
 * price, computed as the gateway computes it (`campaignPrice`), as the discount is typed. A package
 * the discount would take to nothing is marked (the gateway refuses such a discount), and one the
 * floor holds up says so.
 */
import { campaignPrice, type DiscountKind } from '../../../../contracts/campaigns.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { Table, type TableColumn } from '../../../shared/ui/Table.tsx';
import { useQuery } from '../../../shared/data/use-query.ts';
import { loadPackages, packagesKey, type PreviewPackage } from './api.ts';

export interface PreviewDiscount {
  kind: DiscountKind;
  value: number;
  floorMinor: number | null;
}

type Outcome = 'discounted' | 'floor' | 'none' | 'too-deep';

interface Row {
  key: string;
  product: string;
  pkg: string;
  listMinor: number;
  priceMinor: number | null;
  outcome: Outcome | null;
}

const NOTE: Record<Outcome, string> = {
  discounted: '',
  floor: 'Held at your floor price',
  none: 'Not discounted: the floor price is at or above its price',
  'too-deep': 'Costs less than the discount',
};

function outcomeOf(listMinor: number, price: number | null, floorMinor: number | null): Outcome {
  if (price === null) return 'too-deep';
  if (price >= listMinor) return 'none';
  return floorMinor !== null && price === floorMinor ? 'floor' : 'discounted';
}

interface Props {
  productIds: readonly number[];
  names: ReadonlyMap<number, string>;
  /** Null while the discount typed does not read. */
  discount: PreviewDiscount | null;
  /** Packages already known (the campaign being edited), not asked for again. */
  knownPackages: ReadonlyMap<number, PreviewPackage[]>;
}

export function PricePreview({ productIds, names, discount, knownPackages }: Props) {
  const missing = productIds.filter((id) => !knownPackages.has(id));
  const fetched = useQuery(missing.length ? packagesKey(missing) : null, () => loadPackages(missing));
  const packagesOf = (id: number) => knownPackages.get(id) ?? fetched.data?.find((p) => p.productId === id)?.packages;

  const rows: Row[] = productIds.flatMap((id) =>
    (packagesOf(id) ?? []).map((p) => {
      const priceMinor = discount ? campaignPrice(p.listMinor, discount) : null;
      return {
        key: `${id}-${p.id}`,
        product: names.get(id) ?? `Product ${id}`,
        pkg: p.label,
        listMinor: p.listMinor,
        priceMinor,
        outcome: discount ? outcomeOf(p.listMinor, priceMinor, discount.floorMinor) : null,
      };
    }),
  );
  const waiting = productIds.filter((id) => !packagesOf(id)).length;
  const tooDeep = rows.filter((r) => r.outcome === 'too-deep').length;
  const held = rows.filter((r) => r.outcome === 'none').length;

  const columns: TableColumn<Row>[] = [
    {
      id: 'package',
      header: 'Package',
      rowHeader: true,
      cell: (r) => (
        <>
          <span className="campaign-preview-product">{r.product}</span>
          <span className="campaign-sub">{r.pkg}</span>
        </>
      ),
    },
    { id: 'list', header: 'List price', className: 'num', cell: (r) => <span className="nowrap">{formatMoney(r.listMinor)}</span> },
    {
      id: 'price',
      header: 'Campaign price',
      className: 'num',
      cell: (r) =>
        r.outcome === null ? (
          <span className="muted">—</span>
        ) : r.outcome === 'discounted' || r.outcome === 'floor' ? (
          <strong className="nowrap campaign-sale">{formatMoney(r.priceMinor!)}</strong>
        ) : (
          <span className="nowrap muted">{formatMoney(r.listMinor)}</span>
        ),
    },
    {
      id: 'off',
      header: 'Buyer saves',
      className: 'num',
      cell: (r) =>
        r.outcome === 'discounted' || r.outcome === 'floor' ? (
          <span className="nowrap">{formatMoney(r.listMinor - r.priceMinor!)}</span>
        ) : (
          <span className="muted">—</span>
        ),
    },
    {
      id: 'note',
      header: 'Note',
      className: 'campaign-note-cell',
      cell: (r) =>
        r.outcome && NOTE[r.outcome] ? (
          <span className={r.outcome === 'too-deep' || r.outcome === 'none' ? 'campaign-warn' : 'muted'}>{NOTE[r.outcome]}</span>
        ) : (
          <span className="muted campaign-empty-cell">—</span>
        ),
    },
  ];

  return (
    <section className="campaign-preview" aria-labelledby="campaign-preview-title">
      <h2 id="campaign-preview-title">Price preview</h2>
      {productIds.length === 0 ? (
        <p className="muted">Choose products to see their packages at the campaign price.</p>
      ) : (
        <>
          {!discount && <p className="muted">Type the discount to see the campaign prices.</p>}
          {tooDeep > 0 && (
            <p className="campaign-alert" role="status">
              {tooDeep === 1 ? '1 package costs' : `${tooDeep} packages cost`} less than the discount: lower the discount or leave{' '}
              {tooDeep === 1 ? 'its product' : 'their products'} out to save the campaign.
            </p>
          )}
          {held > 0 && (
            <p className="campaign-alert" role="status">
              {held === 1 ? '1 package is' : `${held} packages are`} not discounted: the floor price is at or above{' '}
              {held === 1 ? 'its price' : 'their prices'}.
            </p>
          )}
          {missing.length > 0 && <QueryStatus query={fetched} what="the packages" />}
          {waiting > 0 && !fetched.error && (
            <p className="small muted" aria-busy="true">
              Loading the packages of {waiting} {waiting === 1 ? 'product' : 'products'}…
            </p>
          )}
          {rows.length > 0 && (
            <div className="table-frame">
              <Table
                caption="Campaign prices of the chosen packages"
                columns={columns}
                rows={rows}
                rowKey={(r) => r.key}
                className="campaign-preview-table"
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
