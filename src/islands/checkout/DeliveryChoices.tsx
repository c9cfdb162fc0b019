/**
 * Each seller's deliveries as the gateway priced them for the address, to pick an option for each;
 * loaded with the first preview (DeliveryStep.tsx shows the step meanwhile). A seller's goods split
 * into several deliveries (goods that may not travel together) show as "Delivery 1 of 2", each
 * with its packages, its options, its fee and VAT; goods kept apart in a vehicle show the rule.
 */
import type { CheckoutPreview } from '../../contracts/commerce.ts';
import type { PricedDeliveryOption } from '../../contracts/delivery.ts';
import { formatMoney } from '../../contracts/money.ts';
import { ratePercent } from '../../contracts/vat-rate.ts';
import { HazardLabels } from '../shared/commerce/HazardLabels.tsx';

type PreviewSeller = CheckoutPreview['sellers'][number];
type PreviewDelivery = PreviewSeller['deliveries'][number];

export interface DeliveryChoicesProps {
  preview: CheckoutPreview;
  /** An option picked for a seller's delivery: the packages say which when the seller's goods are split. */
  onChoose: (supplierId: number, optionId: string, packageIds?: number[]) => void;
  /** The options the buyer picked, shown checked at once while the gateway prices them. */
  picked: readonly { supplierId: number; optionId?: string | undefined; packageIds?: number[] | undefined }[];
}

function optionPrice(option: PricedDeliveryOption, currency: string): string {
  if (option.kind === 'pickup') return 'Free';
  if (option.kind === 'quoted') return 'Quoted by the seller';
  return formatMoney(option.totalMinor, currency);
}

function optionFacts(option: PricedDeliveryOption, currency: string): string {
  const parts: string[] = [];
  if (option.kind === 'pickup' && option.address) parts.push(option.address);
  if (option.kind === 'zone')
    parts.push(
      `${formatMoney(option.feeMinor, currency)} + VAT ${ratePercent(option.vatRateBps)} ${formatMoney(option.vatMinor, currency)}, for ${option.weightKg.toLocaleString('en')} kg`,
    );
  if (option.surcharges.length)
    parts.push(`includes ${option.surcharges.map((s) => `${formatMoney(s.amountMinor, currency)} for class ${s.class}`).join(', ')}`);
  if (option.kind === 'quoted') parts.push(option.note ?? 'The seller prices the freight after the order and invoices it apart.');
  if (option.leadTimeDays !== null)
    parts.push(`${option.leadTimeDays} working ${option.leadTimeDays === 1 ? 'day' : 'days'} from dispatch`);
  return parts.join(' · ');
}

const sameSet = (a: readonly number[] | undefined, b: readonly number[]) => !!a && a.length === b.length && a.every((id) => b.includes(id));

interface OptionsProps {
  seller: PreviewSeller;
  options: PricedDeliveryOption[];
  chosen: string | undefined;
  name: string;
  onChoose: (optionId: string) => void;
}

function Options({ seller, options, chosen, name, onChoose }: OptionsProps) {
  if (options.length === 0)
    return <p className="small muted">This seller has no delivery to this address; it arranges delivery with you after the order.</p>;
  return (
    <div className="choice-cards delivery-options">
      {options.map((option) => (
        <label key={option.id} className="choice-card">
          <input type="radio" name={name} value={option.id} checked={chosen === option.id} onChange={() => onChoose(option.id)} />
          <span className="choice-body">
            <span className="choice-title">
              <span className="delivery-label">{option.label}</span>
              <span className="delivery-price money">{optionPrice(option, seller.currency)}</span>
            </span>
            <span className="small muted">{optionFacts(option, seller.currency)}</span>
          </span>
        </label>
      ))}
    </div>
  );
}

/** Goods that travel together only kept apart: the pair and the rule. */
function KeptApart({ delivery }: { delivery: PreviewDelivery }) {
  return delivery.keptApart.map((pair) => (
    <p key={pair.packageIds.join('-')} className="small kept-apart" role="note">
      <strong>{pair.products.join(' and ')}</strong>: {pair.rule}
    </p>
  ));
}

/** One of a seller's deliveries when its goods are split: its packages, labels, options and figures. */
function SplitDelivery(props: DeliveryChoicesProps & { seller: PreviewSeller; delivery: PreviewDelivery; index: number }) {
  const { seller, delivery, index, picked, onChoose } = props;
  const money = (minor: number) => formatMoney(minor, seller.currency);
  const lines = seller.lines.filter((l) => delivery.packageIds.includes(l.packageId));
  const choice = picked.find((c) => c.supplierId === seller.supplier.id && sameSet(c.packageIds, delivery.packageIds));
  const title = `Delivery ${index + 1} of ${seller.deliveries.length}`;
  return (
    <fieldset className="delivery-part">
      <legend>{title}</legend>
      <div className="delivery-part-goods">
        <HazardLabels classes={delivery.classes} size={32} />
        <ul className="small">
          {lines.map((line) => (
            <li key={line.packageId}>
              {line.productName}{' '}
              <span className="muted">
                · {line.packageLabel} × {line.quantity}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <KeptApart delivery={delivery} />
      <Options
        seller={seller}
        options={delivery.deliveryOptions}
        chosen={choice?.optionId ?? delivery.delivery?.id}
        name={`delivery-${seller.supplier.id}-${index}`}
        onChoose={(optionId) => onChoose(seller.supplier.id, optionId, delivery.packageIds)}
      />
      <dl className="summary-totals small">
        <div>
          <dt>Goods with VAT</dt>
          <dd className="money">{money(delivery.subtotalMinor + delivery.goodsVatMinor)}</dd>
        </div>
        <div>
          <dt>Delivery{delivery.delivery && <span className="muted"> · {delivery.delivery.label}</span>}</dt>
          <dd className="money">{delivery.delivery?.kind === 'quoted' ? 'Quoted later' : money(delivery.deliveryMinor)}</dd>
        </div>
        {delivery.deliveryVatMinor > 0 && (
          <div>
            <dt>VAT on delivery {ratePercent(delivery.delivery?.vatRateBps ?? 0)}</dt>
            <dd className="money">{money(delivery.deliveryVatMinor)}</dd>
          </div>
        )}
        <div className="summary-order-total">
          <dt>This order</dt>
          <dd className="money">{money(delivery.totalMinor)}</dd>
        </div>
      </dl>
      {delivery.problem && <p className="small line-problem">{delivery.problem}</p>}
    </fieldset>
  );
}

export default function DeliveryChoices(props: DeliveryChoicesProps) {
  const { preview, onChoose, picked } = props;
  return (
    <>
      {preview.sellers.map((seller) => (
        <fieldset key={seller.supplier.id} className="delivery-seller">
          <legend>
            From <strong>{seller.supplier.name}</strong>
          </legend>
          {seller.deliveries.length > 1 ? (
            <>
              <p className="small muted">
                In {seller.deliveries.length} deliveries, one order each: goods that may not travel together go apart.
              </p>
              {seller.deliveries.map((delivery, index) => (
                <SplitDelivery key={delivery.packageIds.join('-')} {...props} seller={seller} delivery={delivery} index={index} />
              ))}
            </>
          ) : (
            <>
              {seller.deliveries[0] && <KeptApart delivery={seller.deliveries[0]} />}
              <Options
                seller={seller}
                options={seller.deliveryOptions}
                chosen={picked.find((c) => c.supplierId === seller.supplier.id)?.optionId ?? seller.delivery?.id}
                name={`delivery-${seller.supplier.id}`}
                onChoose={(optionId) => onChoose(seller.supplier.id, optionId)}
              />
            </>
          )}
          {seller.problem && <p className="small line-problem">{seller.problem}</p>}
        </fieldset>
      ))}
    </>
  );
}
