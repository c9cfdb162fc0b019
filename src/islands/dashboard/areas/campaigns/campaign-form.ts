/**
 * The campaign as the seller types it (a percentage or naira, a day and a time of day in the
 * account's time zone) and as the gateway takes it (`campaignBody`: basis points or kobo, instants).
 * Fields carry the contract's names where the contract has one, so the gateway's field errors land
 * on them; `fieldOf` names the two whose form differs (a start is a day and a time).
 */
import { percentToBasisPoints } from '../../../../contracts/format.ts';
import { z } from 'zod';
import {
  type CampaignBody,
  type CampaignUpdateBody,
  type CampaignView,
  campaignBody,
  type DiscountKind,
  MAX_PERCENT_BPS,
} from '../../../../contracts/campaigns.ts';
import { koboToNaira, nairaToKobo } from '../../../../contracts/money.ts';
import { isoDate } from '../../../../contracts/requests.ts';
import { addDays, isTime, zonedInstant, zonedParts } from './zoned-time.ts';

export interface CampaignFormValues {
  name: string;
  productIds: number[];
  discountKind: DiscountKind;
  /** A percentage, or naira off each package, as typed. */
  discountValue: string;
  /** Naira, as typed; empty for none. */
  floorMinor: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  budgetMinor: string;
  perBuyerCap: string;
}

/** The typed discount in the contract's units; null while it does not read. */
export function typedDiscount(kind: DiscountKind, typed: string): number | null {
  if (kind === 'percent') {
    const bps = percentToBasisPoints(typed);
    return bps !== null && bps >= 1 && bps <= MAX_PERCENT_BPS ? bps : null;
  }
  const kobo = nairaToKobo(typed);
  return kobo !== null && kobo >= 1 ? kobo : null;
}

/** An optional amount in naira: empty is none. */
const optionalNaira = (example: string) =>
  z
    .string()
    .trim()
    .refine((typed) => typed === '' || (nairaToKobo(typed) ?? 0) > 0, { error: `must be an amount in naira, such as ${example}` })
    .transform((typed) => (typed === '' ? null : nairaToKobo(typed)));

const optionalCount = z
  .string()
  .trim()
  .refine((typed) => typed === '' || (/^\d{1,6}$/.test(typed) && Number(typed) >= 1 && Number(typed) <= 100_000), {
    error: 'must be a whole number of packages, from 1 to 100,000',
  })
  .transform((typed) => (typed === '' ? null : Number(typed)));

/** A time of day on the 24-hour clock; 9:30 is read as 09:30. */
const time = z
  .string()
  .trim()
  .transform((typed) => (/^\d:\d\d$/.test(typed) ? `0${typed}` : typed))
  .refine(isTime, { error: 'must be a time on the 24-hour clock, such as 09:00 or 17:30' });

/** The form's checks and its conversion to the contract's body, in the account's time zone. */
export function campaignForm(timeZone: string) {
  return z
    .object({
      name: campaignBody.shape.name,
      productIds: campaignBody.shape.productIds,
      discountKind: campaignBody.shape.discountKind,
      discountValue: z.string().trim(),
      floorMinor: optionalNaira('40000 or 40,000.50'),
      startDate: isoDate,
      startTime: time,
      endDate: isoDate,
      endTime: time,
      budgetMinor: optionalNaira('500000 or 500,000'),
      perBuyerCap: optionalCount,
    })
    .superRefine(
      (typed, ctx) => {
        if (typed.discountKind === 'percent' && typedDiscount('percent', typed.discountValue) === null)
          ctx.addIssue({
            code: 'custom',
            path: ['discountValue'],
            message: `must be a percentage from 1 to ${MAX_PERCENT_BPS / 100}, such as 10 or 12.5`,
          });
        if (typed.discountKind === 'amount' && typedDiscount('amount', typed.discountValue) === null)
          ctx.addIssue({ code: 'custom', path: ['discountValue'], message: 'must be an amount in naira, such as 5000 or 5,000.50' });
        const starts = zonedInstant(typed.startDate, typed.startTime, timeZone);
        const ends = zonedInstant(typed.endDate, typed.endTime, timeZone);
        if (starts && ends && ends <= starts) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must be after the start' });
      },
      // Checked even while another field is wrong, so every message shows at once.
      { when: () => true },
    )
    .transform(
      (typed): CampaignBody => ({
        name: typed.name,
        productIds: typed.productIds,
        discountKind: typed.discountKind,
        discountValue: typedDiscount(typed.discountKind, typed.discountValue)!,
        floorMinor: typed.floorMinor,
        startsAt: zonedInstant(typed.startDate, typed.startTime, timeZone)!,
        endsAt: zonedInstant(typed.endDate, typed.endTime, timeZone)!,
        budgetMinor: typed.budgetMinor,
        perBuyerCap: typed.perBuyerCap,
      }),
    );
}

/** The gateway's name of a field → the form's (a start or end error goes on its day). */
export const fieldOf = (name: string) =>
  name
    .replace(/^productIds\.\d+$/, 'productIds')
    .replace(/^startsAt$/, 'startDate')
    .replace(/^endsAt$/, 'endDate');

/** Discount, floor and start change only before the campaign starts (the gateway answers 409); a paused one may not have started. */
export const startedAlready = (campaign: CampaignView | null, now = Date.now()) =>
  campaign !== null && Date.parse(campaign.startsAt) <= now;

/** A change to a campaign that started leaves out what may no longer change. */
export function updateOf(body: CampaignBody, campaign: CampaignView): CampaignUpdateBody {
  if (!startedAlready(campaign)) return body;
  const { discountKind: _kind, discountValue: _value, floorMinor: _floor, startsAt: _starts, ...rest } = body;
  return rest;
}

/** What the form opens with: the campaign's own values, or a new one from the next full hour for two weeks. */
export function formValues(campaign: CampaignView | null, timeZone: string, now = Date.now()): CampaignFormValues {
  if (!campaign) {
    const start = zonedParts(Math.ceil(now / 3_600_000) * 3_600_000, timeZone);
    return {
      name: '',
      productIds: [],
      discountKind: 'percent',
      discountValue: '',
      floorMinor: '',
      startDate: start.date,
      startTime: start.time,
      endDate: addDays(start.date, 14),
      endTime: '23:59',
      budgetMinor: '',
      perBuyerCap: '',
    };
  }
  const start = zonedParts(campaign.startsAt, timeZone);
  const end = zonedParts(campaign.endsAt, timeZone);
  const naira = (kobo: number | null) => (kobo === null ? '' : koboToNaira(kobo));
  return {
    name: campaign.name,
    productIds: campaign.products.map((p) => p.id),
    discountKind: campaign.discountKind,
    discountValue: campaign.discountKind === 'percent' ? String(campaign.discountValue / 100) : koboToNaira(campaign.discountValue),
    floorMinor: naira(campaign.floorMinor),
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    budgetMinor: naira(campaign.budgetMinor),
    perBuyerCap: campaign.perBuyerCap === null ? '' : String(campaign.perBuyerCap),
  };
}
