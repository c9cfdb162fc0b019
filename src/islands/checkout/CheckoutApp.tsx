/**
 * /checkout: a signed-out buyer goes to sign in first (and comes back here). Then: where to
 * deliver (saved addresses, the default chosen, or a new one added here), how each seller delivers
 * (the options the gateway prices for the address), how to pay (bank transfer,
 * card when the gateway offers it, the wallet when the person has one, financing when their company
 * has a procurement line), goods that may not travel together split into deliveries and restricted
 * goods declared (DeliveryStep.tsx), the order per seller with its VAT and delivery as the gateway's preview
 * prices them, and "Place order" for the preview's total (use-place-order.ts).
 */
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import type { PaymentMethodName, ShippingAddress } from '../../contracts/commerce.ts';
import type { DeliveryChoice } from '../../contracts/delivery.ts';
import { $serverCart } from '../../lib/cart.ts';
import { PriceNotices } from '../shared/commerce/PriceNotices.tsx';
import { usePriceChanges } from '../shared/commerce/use-price-changes.ts';
import { withErrorBoundary } from '../shared/ui/with-error-boundary.tsx';
import { useQuery } from '../shared/data/use-query.ts';
import { AddressStep } from './AddressStep.tsx';
import {
  checkoutKey,
  fetchFinancingLine,
  fetchPreview,
  financingLineKey,
  mayPayFromWallet,
  mayPayWithFinancing,
  prepareCheckout,
  previewKey,
} from './api.ts';
import { DeliveryStep } from './DeliveryStep.tsx';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { PaymentStep } from './PaymentStep.tsx';
import { isPinMethod, PIN_NEEDED, type PinStep, usePlaceOrder } from './use-place-order.ts';
import { useSignedIn } from './use-signed-in.ts';
import '../shared/commerce/cart-page.css';
import './checkout.css';

/**
 * The choices that still hold at another address: the goods' split into deliveries stays (the goods
 * may still not travel together), the options priced for the old place go (another place has others).
 */
const splitsOnly = (all: DeliveryChoice[]): DeliveryChoice[] =>
  all.flatMap(({ optionId: _, ...choice }) => (choice.packageIds ? [choice] : []));

function CheckoutApp() {
  const user = useSignedIn(() => '/checkout');
  const cart = useStore($serverCart);
  const prepared = useQuery(user ? checkoutKey(user.id) : null, (signal) => prepareCheckout(signal, user ? mayPayFromWallet(user) : false));
  // Only a company's members who may pay are asked about its line; the choice shows when the answer comes.
  const financing = useQuery(user && mayPayWithFinancing(user) ? financingLineKey(user.id) : null, fetchFinancingLine);
  const pinStep = useRef<PinStep | null>(null);
  // Until the buyer picks, the default address (or the first); until they choose, the form is open when there is none.
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [adding, setAdding] = useState<boolean | null>(null);
  const [method, setMethod] = useState<PaymentMethodName>('bank-transfer');
  const [status, setStatus] = useState('');
  // The options the buyer picked, per seller; a seller left out gets the gateway's default.
  const [picked, setPicked] = useState<DeliveryChoice[]>([]);
  // The end-use declaration of restricted goods, once the buyer has written one.
  const [endUse, setEndUse] = useState('');
  const { changes, dismissChanges } = usePriceChanges(cart);
  const order = usePlaceOrder(cart, prepared.data?.payments);
  const addressSection = useRef<HTMLElement>(null);
  const addresses = prepared.data?.addresses ?? [];
  const chosenId = pickedId ?? (addresses.find((a) => a.isDefault) ?? addresses[0])?.id ?? null;
  const cartLines = cart?.lines.map((l) => `${l.packageId}:${l.quantity}`).join(',') ?? '';
  const preview = useQuery(user && chosenId && cartLines ? previewKey(user.id, chosenId, picked, cartLines, endUse) : null, (signal) =>
    fetchPreview(chosenId!, picked, endUse, signal),
  );
  // The preview of another address or an emptied cart is not this order's.
  const priced = (chosenId && preview.data?.preview) || undefined;
  const refusal = (chosenId && preview.data?.refusal) || null;

  if (!user) return <p className="muted">Taking you to sign in…</p>;
  if (prepared.error && !prepared.data) {
    return (
      <div className="card cart-message" role="alert">
        <p>We could not prepare your checkout: {prepared.error.message}</p>
        <button type="button" className="button secondary" onClick={prepared.reload}>
          Try again
        </button>
      </div>
    );
  }
  if (!prepared.data || !cart) {
    return (
      <div className="checkout-layout" aria-busy="true">
        <p className="visually-hidden">Preparing your checkout…</p>
        <div className="checkout-steps">
          <div className="card cart-skeleton" />
          <div className="card cart-skeleton" />
        </div>
        <div className="card cart-skeleton short" />
      </div>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <div className="card cart-empty">
        <h2>Your cart is empty</h2>
        <p className="muted">There is nothing to check out yet. Add packages from any product page.</p>
        <a className="button" href="/markets">
          Browse markets
        </a>
      </div>
    );
  }

  const { payments } = prepared.data;
  const chosen = addresses.find((a) => a.id === chosenId) ?? null;

  function onAddressSaved(address: ShippingAddress) {
    prepared.setData((data) => ({
      ...data,
      addresses: [
        address,
        ...data.addresses.filter((a) => a.id !== address.id).map((a) => (address.isDefault ? { ...a, isDefault: false } : a)),
      ],
    }));
    setPickedId(address.id);
    setPicked(splitsOnly);
    setAdding(false);
    setStatus(`Saved ${address.label}; your order goes there.`);
  }

  /** Says what is missing instead of sending: where to deliver first, then the PIN. */
  async function placeOrder() {
    if (order.placing) return;
    if (!chosen) {
      order.refuse('Choose where to deliver the order, or add an address.');
      addressSection.current?.focus();
      return;
    }
    if (!priced || preview.loading) return order.refuse('Your order is still being priced: a moment, then place it.');
    // The options the buyer saw priced, one per seller, or one per delivery of a seller whose goods are split, so the order is placed as shown.
    const delivery = priced.sellers.flatMap((s): DeliveryChoice[] =>
      s.deliveries.length > 1
        ? s.deliveries.map((d) => ({
            supplierId: s.supplier.id,
            packageIds: d.packageIds,
            ...(d.delivery ? { optionId: d.delivery.id } : {}),
          }))
        : s.delivery
          ? [{ supplierId: s.supplier.id, optionId: s.delivery.id }]
          : [],
    );
    const goods = { delivery, endUse };
    if (!isPinMethod(method)) return order.place(chosen.id, { paymentMethod: method }, goods);
    const payment = (await pinStep.current?.confirm()) ?? null;
    if (payment) order.place(chosen.id, payment, goods, (error) => pinStep.current?.refused(error));
    else order.refuse(PIN_NEEDED[method]);
  }

  return (
    <div className="checkout-app">
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <PriceNotices changes={changes} onDismiss={dismissChanges} />
      <div className="checkout-layout">
        <div className="checkout-steps">
          <AddressStep
            addresses={addresses}
            chosenId={chosenId}
            onChoose={(id) => {
              setPickedId(id);
              setPicked(splitsOnly);
            }}
            adding={adding ?? addresses.length === 0}
            onAdding={setAdding}
            onSaved={onAddressSaved}
            sectionRef={addressSection}
          />
          <DeliveryStep
            preview={priced}
            updating={preview.loading}
            error={preview.error?.message ?? null}
            onRetry={preview.reload}
            hasAddress={chosen !== null}
            picked={picked}
            onChoose={(supplierId, optionId, packageIds) => {
              setPicked((all) =>
                packageIds
                  ? all.map((c) => (c.supplierId === supplierId && c.packageIds?.join() === packageIds.join() ? { ...c, optionId } : c))
                  : [...all.filter((c) => c.supplierId !== supplierId), { supplierId, optionId }],
              );
              setStatus('Pricing delivery…');
            }}
            refusal={refusal}
            sellerName={(id) => cart.lines.find((l) => l.supplier.id === id)?.supplier.name ?? 'this seller'}
            onSplit={(delivery) => {
              setPicked(delivery);
              setStatus('Pricing the separate deliveries…');
            }}
            endUse={endUse}
            endUseAsked={endUse !== ''}
            onDeclare={(statement) => {
              setEndUse(statement);
              setStatus('Pricing your order with the declaration…');
            }}
          />
          <PaymentStep
            method={method}
            onMethod={setMethod}
            cardEnabled={payments.cardEnabled}
            wallet={prepared.data.wallet}
            financing={financing.data ?? null}
            total={priced?.totalMinor ?? cart.totalMinor}
            pinStep={pinStep}
          />
        </div>
        <CheckoutSummary
          cart={cart}
          preview={priced}
          pricing={preview.loading}
          refused={refusal?.message ?? null}
          chosen={chosen}
          method={method}
          placing={order.placing}
          failure={order.failure}
          onPlace={() => void placeOrder()}
        />
      </div>
    </div>
  );
}

export default withErrorBoundary(CheckoutApp);
