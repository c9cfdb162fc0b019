/**
 * The financing offer as the operator types it (naira, a percentage) and as the gateway takes it
 * (kobo, basis points: `offerBody`). Fields are named as the contract names them, so the gateway's
 * field errors land on them, and the contract's own field schemas check what the typing gives.
 */
import { percentToBasisPoints } from '../../../../contracts/format.ts';
import { z } from 'zod';
import {
  annualPercentageRate,
  type FinancingReviewItem,
  INSTALMENT_DAYS,
  MAX_TENOR_DAYS,
  offerBody,
  PROCUREMENT_TENORS,
  repaymentSchedule,
} from '../../../../contracts/financing.ts';
import { koboToNaira, nairaToKobo } from '../../../../contracts/money.ts';

const naira = (message: string) =>
  z
    .string()
    .refine((typed) => nairaToKobo(typed) !== null, { error: message, abort: true })
    .transform((typed) => nairaToKobo(typed)!);

const days = (message: string) =>
  z
    .string()
    .refine((typed) => /^\s*\d{1,3}\s*$/.test(typed), { error: message, abort: true })
    .transform(Number);

export const offerForm = z.object({
  amount: naira('Enter an amount in naira, such as 2500000 or 2,500,000.50.').pipe(offerBody.shape.amount),
  tenorDays: days('Choose a tenor.').pipe(offerBody.shape.tenorDays),
  rateBps: z
    .string()
    .refine((typed) => percentToBasisPoints(typed) !== null, { error: 'Enter a percentage, such as 2.5.', abort: true })
    .transform((typed) => percentToBasisPoints(typed)!)
    .pipe(offerBody.shape.rateBps),
  fee: naira('Enter the fee in naira, 0 for none.').pipe(offerBody.shape.fee),
  expiresInDays: days('Enter a number of days, 1 to 30.').pipe(offerBody.shape.expiresInDays.unwrap()),
  note: offerBody.shape.note,
});
export type OfferFormInput = z.input<typeof offerForm>;

/** Tenors the offer may have: procurement's three, otherwise every 30 days up to the maximum. */
export function tenorChoices(type: FinancingReviewItem['type']): readonly number[] {
  if (type === 'procurement') return PROCUREMENT_TENORS;
  return Array.from({ length: MAX_TENOR_DAYS / INSTALMENT_DAYS }, (_, k) => (k + 1) * INSTALMENT_DAYS);
}

/** The request's tenor, when it asked for one the offer may have. */
export function askedTenor(item: FinancingReviewItem): number | null {
  const tenor = item.details.tenorDays;
  return typeof tenor === 'number' && tenor > 0 ? tenor : null;
}

/** What the form opens with: what was asked, a rate to be typed, no fee, valid for a week. */
export function offerDefaults(item: FinancingReviewItem): OfferFormInput {
  const choices = tenorChoices(item.type);
  const tenor = askedTenor(item);
  return {
    amount: item.amount ? koboToNaira(item.amount) : '',
    tenorDays: String(tenor !== null && choices.includes(tenor) ? tenor : choices[0]),
    rateBps: '',
    fee: '0',
    expiresInDays: '7',
    note: '',
  };
}

/** The schedule of what is typed so far, as if the money went out now; null until it all reads. */
export function previewSchedule(typed: Partial<OfferFormInput>, start: Date) {
  const principal = nairaToKobo(String(typed.amount ?? ''));
  const rateBps = percentToBasisPoints(String(typed.rateBps ?? ''));
  const fee = nairaToKobo(String(typed.fee ?? ''));
  const tenorDays = Number(typed.tenorDays);
  if (!principal || rateBps === null || fee === null || !tenorDays) return null;
  const parsed = offerBody.safeParse({ amount: principal, tenorDays, rateBps, fee });
  if (!parsed.success) return null;
  const instalments = repaymentSchedule({ principal, rateBps, tenorDays, fee, start });
  const total = instalments.reduce((sum, i) => sum + i.amount, 0);
  const interest = instalments.reduce((sum, i) => sum + i.interest, 0);
  // The rate the company will be shown beside the offer (docs/decisions/026-annual-percentage-rate.md).
  return { instalments, total, interest, aprBps: annualPercentageRate({ principal, rateBps, tenorDays, fee }) };
}
