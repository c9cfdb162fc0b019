/**
 * The gateway calls of the pages after the purchase (spec §7: shoppingcart, payments): the
 * purchase's confirmation, a card payment's start and check, the proforma invoice, with their keys.
 */
import type { CardPayment, PurchaseResult } from '../../contracts/commerce.ts';
import type { Envelope } from '../../contracts/envelope.ts';
import type { ProformaInvoice, ProformaOf } from '../../contracts/payments.ts';
import { api } from '../../lib/api-client.ts';
import { queryKey } from '../shared/data/use-query.ts';

export const purchaseKey = (checkoutId: string) => queryKey('purchase', { checkoutId });

export function fetchPurchase(checkoutId: string, signal: AbortSignal): Promise<PurchaseResult> {
  return api<Envelope<PurchaseResult>>(`/v1/shoppingcart/checkout/${encodeURIComponent(checkoutId)}`, { signal }).then((r) => r.data);
}

export function verifyPayment(reference: string): Promise<CardPayment> {
  return api<Envelope<CardPayment>>(`/v1/payments/verify/${encodeURIComponent(reference)}`).then((r) => r.data);
}

/** Starts (again) the card payment of a purchase, for "Pay now". */
export function startPayment(reference: string): Promise<CardPayment> {
  return api<Envelope<CardPayment>>(`/v1/payments/initialize/${encodeURIComponent(reference)}`, { method: 'POST' }).then((r) => r.data);
}

export const proformaKey = (of: ProformaOf) => queryKey('proforma', of);

/** The proforma invoice of a purchase made at checkout, or of one order placed outside it. */
export function fetchProforma(of: ProformaOf, signal: AbortSignal): Promise<ProformaInvoice> {
  const path = 'checkoutId' in of ? encodeURIComponent(of.checkoutId) : `orders/${encodeURIComponent(of.orderId)}`;
  return api<Envelope<ProformaInvoice>>(`/v1/payments/proforma/${path}`, { signal }).then((r) => r.data);
}
