/** The campaign form's times: typed on the 24-hour clock, as every time in the product reads. */
import { describe, expect, it } from 'vitest';
import { campaignForm } from '../../src/islands/dashboard/areas/campaigns/campaign-form.ts';

const typed = (startTime: string, endTime = '23:59') => ({
  name: 'Harmattan deal',
  productIds: [1],
  discountKind: 'percent',
  discountValue: '10',
  floorMinor: '',
  startDate: '2030-01-06',
  startTime,
  endDate: '2030-01-20',
  endTime,
  budgetMinor: '',
  perBuyerCap: '',
});

describe('the campaign form', () => {
  const form = campaignForm('Africa/Lagos');

  it('reads times on the 24-hour clock in the account’s time zone, 9:30 as 09:30', () => {
    expect(form.parse(typed('17:30')).startsAt).toBe('2030-01-06T16:30:00.000Z');
    expect(form.parse(typed('9:30')).startsAt).toBe('2030-01-06T08:30:00.000Z');
  });

  it('refuses a time that is not on the 24-hour clock, with an example', () => {
    for (const time of ['5:30 PM', '24:00', '17.30', '']) {
      const result = form.safeParse(typed(time));
      expect(result.success, time).toBe(false);
      expect(result.error?.issues.find((i) => i.path[0] === 'startTime')?.message, time).toBe(
        'must be a time on the 24-hour clock, such as 09:00 or 17:30',
      );
    }
  });
});
