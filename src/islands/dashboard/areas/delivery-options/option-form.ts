/**
 * The delivery option form's fields as typed (fees in naira, the lead time as text, states ticked)
 * and their turn into the gateway's body (fees in kobo). The rules between fields (a pickup's
 * address, a zone's states, no fee but on a zone, classes refused or surcharged once each) are the
 * gateway's: its field errors land here.
 */
import { z } from 'zod';
import { type DeliveryOption, deliveryOptionFields } from '../../../../contracts/delivery.ts';
import { koboToNaira, nairaToKobo } from '../../../../contracts/money.ts';

const naira = z
  .string()
  .trim()
  .transform((typed, ctx) => {
    if (typed === '') return 0;
    const kobo = nairaToKobo(typed);
    if (kobo === null) {
      ctx.addIssue({ code: 'custom', message: 'must be an amount in naira, like 45000 or 1,250.50' });
      return z.NEVER;
    }
    return kobo;
  });

export const optionForm = deliveryOptionFields.extend({
  feePerOrderMinor: naira,
  feePerTonneMinor: naira,
  feePerPackageMinor: naira,
  /** Kobo added for each class the goods carry, typed in naira like the fees. */
  classSurcharges: z.array(z.object({ class: deliveryOptionFields.shape.refusedClasses.unwrap().element, amountMinor: naira })),
  leadTimeDays: z
    .string()
    .trim()
    .transform((typed, ctx) => {
      if (typed === '') return null;
      const days = Number(typed);
      if (!Number.isInteger(days) || days < 0 || days > 120) {
        ctx.addIssue({ code: 'custom', message: 'must be a whole number of working days, 0 to 120' });
        return z.NEVER;
      }
      return days;
    }),
});
export type OptionFormInput = z.input<typeof optionForm>;
export type OptionFormOutput = z.output<typeof optionForm>;

export const emptyOption: OptionFormInput = {
  kind: 'zone',
  label: '',
  address: '',
  country: 'NG',
  states: [],
  feePerOrderMinor: '',
  feePerTonneMinor: '',
  feePerPackageMinor: '',
  leadTimeDays: '',
  refusedClasses: [],
  classSurcharges: [],
  active: true,
  position: 0,
};

export function formOf(option: DeliveryOption): OptionFormInput {
  const fee = (minor: number) => (minor ? koboToNaira(minor) : '');
  return {
    kind: option.kind,
    label: option.label,
    address: option.address ?? '',
    country: option.country,
    states: option.states as OptionFormInput['states'],
    feePerOrderMinor: fee(option.feePerOrderMinor),
    feePerTonneMinor: fee(option.feePerTonneMinor),
    feePerPackageMinor: fee(option.feePerPackageMinor),
    leadTimeDays: option.leadTimeDays === null ? '' : String(option.leadTimeDays),
    refusedClasses: option.refusedClasses,
    classSurcharges: option.classSurcharges.map((s) => ({ class: s.class, amountMinor: koboToNaira(s.amountMinor) })),
    active: option.active,
    position: option.position,
  };
}
