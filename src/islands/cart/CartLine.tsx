/**
 * One line of the cart: the package, its price (a campaign's beside the list price struck through),
 * a quantity stepper, the line's total and "Remove".
 */
import { formatMoney } from '../../contracts/money.ts';
import { CampaignNote, UnitPrice } from '../shared/commerce/CampaignPrice.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';
import type { ShownLine } from './shown-lines.ts';

interface CartLineProps {
  line: ShownLine;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

export function CartLine({ line, onQuantity, onRemove }: CartLineProps) {
  const name = `${line.productName}, ${line.packageLabel}`;
  const problemId = `problem-${line.packageId}`;
  return (
    <li className={`cart-line${line.problem ? ' has-problem' : ''}`}>
      <div className="line-media">
        {line.imageUrl ? (
          <img src={line.imageUrl} alt="" width="72" height="72" loading="lazy" />
        ) : (
          <span className="line-placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="line-info">
        <h3 className="line-name">
          <a href={line.productUrl}>{line.productName}</a>
        </h3>
        <p className="small muted">
          {line.packageLabel} · <UnitPrice priceMinor={line.unitPriceMinor} listMinor={line.listUnitPriceMinor} currency={line.currency} />{' '}
          per package
        </p>
        {line.campaign && line.listUnitPriceMinor > line.unitPriceMinor && (
          <CampaignNote campaign={line.campaign} className="line-campaign" />
        )}
        {line.problem && (
          <p id={problemId} className="line-problem small">
            <span className="badge danger">Cannot be ordered</span> {line.problem}
          </p>
        )}
      </div>
      <div className="line-quantity">
        <QuantityStepper
          id={`qty-${line.packageId}`}
          name={name}
          value={line.quantity}
          min={Math.min(line.minQuantity, line.quantity)}
          max={Math.max(line.stock, 1)}
          disabled={!line.available || line.stock < 1}
          describedBy={line.problem ? problemId : undefined}
          onChange={onQuantity}
        />
        {line.minQuantity > 1 && <p className="small muted">Minimum {line.minQuantity}</p>}
      </div>
      <p className="line-total money">
        <span className="visually-hidden">Line total: </span>
        {formatMoney(line.lineTotalMinor, line.currency)}
      </p>
      <button type="button" className="link-button line-remove" onClick={onRemove}>
        Remove<span className="visually-hidden">: {name}</span>
      </button>
    </li>
  );
}
