/**
 * The gateway calls of the checkout page (spec §7: shoppingcart, shippingaddress, payments), with
 * their query keys. Those of the pages after the purchase are in purchase-api.ts, so checkout does
 * not carry them.
 */
import type {
  CheckoutPreview,
  ConfirmPurchaseBody,
  PurchaseResult,
  SegregationRefusal,
  ShippingAddress,
} from '../../contracts/commerce.ts';
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

/** What the order would come to for an address, the deliveries picked and the end-use declaration; the cart's lines decide the key too. */
export const previewKey = (userId: string, addressId: string, delivery: DeliveryChoice[], cartLines: string, endUse: string) =>
  queryKey('checkout-preview', { user: userId, address: addressId, delivery, cart: cartLines, endUse });

/**
 * Why the gateway will not price the purchase as it stands, when the buyer can do something about
 * it (docs/decisions/040-dangerous-goods-in-orders.md): goods that may not travel together (422,
 * with the split to send), restricted goods without an end-use declaration (422 on `endUse`), or a
 * buyer who may not buy them (403 on the lines).
 */
export interface PreviewRefusal {
  message: string;
  segregation: SegregationRefusal | null;
  /** What is wrong with the end-use declaration (missing, too short), when that is the problem. */
  endUse: string[] | null;
  /** The buyer may not buy restricted goods: a company verified at tier 2 does. */
  restricted: string[] | null;
}

/** The preview, or why the buyer must change something first. */
export type PreviewAnswer = { preview: CheckoutPreview; refusal: null } | { preview: null; refusal: PreviewRefusal };

/** Reads a refusal the buyer can act on from the gateway's error; anything else stays an error. */
function refusalOf(error: unknown): PreviewRefusal | null {
  const status = (error as { status?: number }).status;
  const body = (error as { data?: { message?: string; errors?: Record<string, string[]> | null; data?: unknown } }).data;
  if (!body || (status !== 422 && status !== 403 && status !== 400)) return null;
  const errors = body.errors ?? {};
  const segregation = (body.data as { segregation?: SegregationRefusal } | null)?.segregation ?? null;
  const endUse = Object.entries(errors)
    .filter(([key]) => key.startsWith('endUse'))
    .flatMap(([, messages]) => messages);
  const restricted = status === 403 ? Object.values(errors).flat() : [];
  if (!segregation && !endUse.length && !restricted.length) return null;
  return {
    message: body.message ?? '',
    segregation,
    endUse: endUse.length ? endUse : null,
    restricted: status === 403 ? (restricted.length ? restricted : [body.message ?? '']) : null,
  };
}

/** The gateway's pricing of the server cart: lines with VAT, deliveries with their options and fees, the totals. Nothing is summed here. */
export function fetchPreview(
  shippingAddressId: string,
  delivery: DeliveryChoice[],
  endUse: string,
  signal: AbortSignal,
): Promise<PreviewAnswer> {
  return api<Envelope<CheckoutPreview>>('/v1/shoppingcart/preview', {
    method: 'POST',
    body: { shippingAddressId, ...(delivery.length ? { delivery } : {}), ...(endUse ? { endUse: { statement: endUse } } : {}) },
    signal,
  }).then(
    (r) => ({ preview: r.data, refusal: null }),
    (error: unknown) => {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      return { preview: null, refusal };
    },
  );
}
