/**
 * The gateway calls of the checkout page (spec §7: shoppingcart, shippingaddress, payments), with
 * their query keys. Those of the pages after the purchase are in purchase-api.ts, so checkout does
 * not carry them.
 */
import type { CheckoutPreview, ConfirmPurchaseBody, PurchaseResult, ShippingAddress } from '../../contracts/commerce.ts';
import type { DeliveryChoice } from '../../contracts/delivery.ts';
import type { LoggedUser } from '../../contracts/account.ts';
import type { Envelope } from '../../contracts/envelope.ts';
import type { FinanceOverview } from '../../contracts/financing.ts';
import type { WalletDetails, WalletState } from '../../contracts/wallet.ts';
import type { PaymentsConfig } from '../../contracts/payments.ts';
import { api } from '../../lib/api-client.ts';
import { loadServerCart } from '../../lib/cart.ts';
import { fetchAddresses } from '../shared/commerce/api.ts';
import { queryKey } from '../shared/data/use-query.ts';

/** Card payments are offered only when the gateway says so; if it cannot say, bank transfer alone is. */
export function fetchPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  return api<Envelope<PaymentsConfig>>('/v1/payments/config', { signal }).then(
    (r) => r.data,
    () => ({ cardEnabled: false, publicKey: null }),
  );
}

export const checkoutKey = (userId: string) => queryKey('checkout', { user: userId });

/** The wallet as checkout needs it: null when the person has none (or may not pay from it). */
export function fetchCheckoutWallet(signal?: AbortSignal): Promise<WalletDetails | null> {
  return api<Envelope<WalletState>>('/v1/wallet/details', { signal }).then(
    (r) => r.data.wallet,
    () => null,
  );
}

/** Whether the person may pay from a wallet (the finance permission), so nobody else is asked about one. */
export const mayPayFromWallet = (user: LoggedUser) =>
  user.accountType === 'personal' || user.roles.some((role) => ['owner', 'admin', 'finance'].includes(role));

/** The company's accepted procurement financing line: what it allows, drawn, left, until when. */
export type FinancingLine = NonNullable<FinanceOverview['line']>;

/** Only a company's owner, admin or finance member may pay with financing (the `finance` permission). */
export const mayPayWithFinancing = (user: LoggedUser) => user.accountType === 'company' && mayPayFromWallet(user);

export const financingLineKey = (userId: string) => queryKey('checkout-financing', { user: userId });

/**
 * The line, or null when there is none or it cannot be read (403, 404, the gateway down): the
 * option is then not offered. Asked apart from the rest, so checkout never waits for it.
 */
export function fetchFinancingLine(signal?: AbortSignal): Promise<FinancingLine | null> {
  return api<Envelope<FinanceOverview>>('/v1/financing/overview', { signal }).then(
    (r) => r.data.line,
    () => null,
  );
}

/** What the checkout page needs before it shows: the server cart (into the cart store), the addresses and the ways to pay. */
export async function prepareCheckout(
  signal: AbortSignal,
  withWallet: boolean,
): Promise<{ addresses: ShippingAddress[]; payments: PaymentsConfig; wallet: WalletDetails | null }> {
  const [, addresses, payments, wallet] = await Promise.all([
    loadServerCart(),
    fetchAddresses(signal),
    fetchPaymentsConfig(signal),
    withWallet ? fetchCheckoutWallet(signal) : null,
  ]);
  return { addresses, payments, wallet };
}

/** Creates the orders once per Idempotency-Key (decision 009): a retry of the same attempt sends the same key. */
export function confirmPurchase(body: ConfirmPurchaseBody, idempotencyKey: string): Promise<Envelope<PurchaseResult>> {
  return api<Envelope<PurchaseResult>>('/v1/shoppingcart/confirm-purchase', {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body,
  });
}

/** What the order would come to for an address and the delivery picked per seller; the cart's lines decide the key too. */
export const previewKey = (userId: string, addressId: string, delivery: DeliveryChoice[], cartLines: string) =>
  queryKey('checkout-preview', { user: userId, address: addressId, delivery, cart: cartLines });

/** The gateway's pricing of the server cart: lines with VAT, delivery options with their fees, the totals. Nothing is summed here. */
export function fetchPreview(shippingAddressId: string, delivery: DeliveryChoice[], signal: AbortSignal): Promise<CheckoutPreview> {
  return api<Envelope<CheckoutPreview>>('/v1/shoppingcart/preview', {
    method: 'POST',
    body: { shippingAddressId, ...(delivery.length ? { delivery } : {}) },
    signal,
  }).then((r) => r.data);
}
