/**
 * Each seller's delivery options as the gateway priced them for the address, to pick one; loaded
 * with the first preview (DeliveryStep.tsx shows the step meanwhile).
 */
import type { CheckoutPreview } from '../../contracts/commerce.ts';
import type { PricedDeliveryOption } from '../../contracts/delivery.ts';
import { formatMoney } from '../../contracts/money.ts';
import { ratePercent } from '../../contracts/vat-rate.ts';

export interface DeliveryChoicesProps {
  preview: CheckoutPreview;
  onChoose: (supplierId: number, optionId: string) => void;
  /** The options the buyer picked, shown checked at once while the gateway prices them. */
  picked: readonly { supplierId: number; optionId?: string | undefined }[];
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
  if (option.kind === 'quoted') parts.push(option.note ?? 'The seller prices the freight after the order and invoices it apart.');
  if (option.leadTimeDays !== null)
    parts.push(`${option.leadTimeDays} working ${option.leadTimeDays === 1 ? 'day' : 'days'} from dispatch`);
  return parts.join(' · ');
}

export default function DeliveryChoices({ preview, onChoose, picked }: DeliveryChoicesProps) {
  return (
    <>
      {preview.sellers.map((seller) => (
        <fieldset key={seller.supplier.id} className="delivery-seller">
          <legend>
            From <strong>{seller.supplier.name}</strong>
          </legend>
          {seller.deliveryOptions.length === 0 ? (
            <p className="small muted">This seller has no delivery to this address; it arranges delivery with you after the order.</p>
          ) : (
            <div className="choice-cards delivery-options">
              {seller.deliveryOptions.map((option) => (
                <label key={option.id} className="choice-card">
                  <input
                    type="radio"
                    name={`delivery-${seller.supplier.id}`}
                    value={option.id}
                    checked={(picked.find((c) => c.supplierId === seller.supplier.id)?.optionId ?? seller.delivery?.id) === option.id}
                    onChange={() => onChoose(seller.supplier.id, option.id)}
                  />
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
          )}
          {seller.problem && <p className="small line-problem">{seller.problem}</p>}
        </fieldset>
      ))}
    </>
  );
}
