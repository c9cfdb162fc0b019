/**
 * Goods of one seller that may not travel together (docs/decisions/040-dangerous-goods-in-orders.md):
 * for each pair the gateway refused, the two products with their class labels and the rule in
 * words, and one button that sends the split the gateway suggested and prices it again.
 */
import type { SegregationRefusal } from '../../contracts/commerce.ts';
import type { DeliveryChoice } from '../../contracts/delivery.ts';
import { HazardLabels } from '../shared/commerce/HazardLabels.tsx';

interface SegregationAlertProps {
  segregation: SegregationRefusal;
  /** The seller's name by id, as the cart knows it. */
  sellerName: (supplierId: number) => string;
  onSplit: (delivery: DeliveryChoice[]) => void;
  splitting: boolean;
}

export function SegregationAlert({ segregation, sellerName, onSplit, splitting }: SegregationAlertProps) {
  const sellers = [...new Set(segregation.conflicts.map((c) => c.supplierId))];
  return (
    <div className="segregation-alert" role="alert" aria-labelledby="segregation-title">
      <h3 id="segregation-title">These goods may not travel in one delivery</h3>
      {sellers.map((supplierId) => (
        <section key={supplierId} aria-label={`From ${sellerName(supplierId)}`}>
          <p className="small muted">From {sellerName(supplierId)}</p>
          <ul className="segregation-pairs">
            {segregation.conflicts
              .filter((c) => c.supplierId === supplierId)
              .map((conflict) => (
                <li key={conflict.lines.map((l) => l.packageId).join('-')}>
                  <ul className="segregation-goods">
                    {conflict.lines.map((line) => (
                      <li key={line.packageId}>
                        <HazardLabels classes={line.classes} />
                        <span>
                          <strong>{line.productName}</strong>
                          <span className="small muted">
                            {' '}
                            · {line.packageLabel}
                            {line.unNumber && ` · ${line.unNumber}`}
                          </span>
                        </span>
                      </li>
                    ))}
                  </ul>
                  <p className="small">{conflict.rule}</p>
                </li>
              ))}
          </ul>
        </section>
      ))}
      <p className="small">Each delivery becomes an order of its own, with its own delivery fee.</p>
      <button
        type="button"
        className="button"
        aria-busy={splitting || undefined}
        onClick={() => !splitting && onSplit(segregation.suggestedDelivery.map((d) => ({ ...d })))}
      >
        Send in separate deliveries
      </button>
    </div>
  );
}
