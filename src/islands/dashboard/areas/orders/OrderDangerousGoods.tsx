/**
 * An order's dangerous goods, for buyer and seller alike (docs/decisions/040-dangerous-goods-in-orders.md):
 * the labels the goods carry, each line's UN number and proper shipping name as sold, goods to be
 * kept apart in the vehicle with the rule, restricted goods with why, and the buyer's end-use
 * declaration.
 */
import type { Order, OrderDangerousGoods as Goods } from '../../../../contracts/commerce.ts';
import { labelsOf } from '../../../../contracts/dangerous-goods.ts';
import { HazardLabels } from '../../../shared/commerce/HazardLabels.tsx';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';

export function OrderDangerousGoods({ order, goods }: { order: Order; goods: Goods }) {
  const { dateTime } = useAccountDates();
  const dangerous = order.lines.filter((l) => l.transport?.dangerous);
  return (
    <section className="card order-section order-dangerous-goods" aria-labelledby="order-dg-title">
      <h2 id="order-dg-title">Dangerous goods</h2>
      <HazardLabels classes={goods.classes} size={48} />
      {dangerous.length > 0 && (
        <ul className="dg-lines">
          {dangerous.map((line) => {
            const t = line.transport!;
            return (
              <li key={line.packageId}>
                <HazardLabels classes={labelsOf(t)} size={28} /> <strong>{line.productName}</strong>{' '}
                <span className="muted small">· {line.packageLabel}</span>
                <br />
                <span className="small">
                  {t.unNumber} {t.properShippingName}, class {t.hazardClass}
                  {t.subsidiaryRisks.length > 0 && ` (${t.subsidiaryRisks.join(', ')})`}
                  {t.packingGroup && `, PG ${t.packingGroup}`}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {goods.keptApart.length > 0 && (
        <>
          <h3>Kept apart in the vehicle</h3>
          {goods.keptApart.map((pair) => (
            <p key={pair.packageIds.join('-')} className="small kept-apart">
              <strong>{pair.products.join(' and ')}</strong>: {pair.rule}
            </p>
          ))}
        </>
      )}
      {goods.restricted.length > 0 && (
        <>
          <h3>Restricted goods</h3>
          <ul className="small">
            {goods.restricted.map((r) => (
              <li key={r.packageId}>
                <strong>{r.productName}</strong>: {r.reasons.join('; ')}
              </li>
            ))}
          </ul>
        </>
      )}
      {goods.endUse && (
        <>
          <h3>End-use declaration</h3>
          <blockquote className="end-use-statement">{goods.endUse.statement}</blockquote>
          <p className="muted small">
            Declared by {goods.endUse.declaredBy} on <time dateTime={goods.endUse.declaredAt}>{dateTime(goods.endUse.declaredAt)}</time>
          </p>
        </>
      )}
    </section>
  );
}
