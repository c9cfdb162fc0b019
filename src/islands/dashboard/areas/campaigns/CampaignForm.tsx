/**
 * A new campaign, or a change to one: its name, products, discount and floor, dates, budget and cap
 * per buyer, with the campaign prices shown as they are typed. Once a campaign has started its
 * discount, floor and start stay as buyers bought at them: shown, not offered for change.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import type { CampaignView } from '../../../../contracts/campaigns.ts';
import { formatMoney, nairaToKobo } from '../../../../contracts/money.ts';
import { $timezone } from '../../../../lib/session.ts';
import { toast } from '../../../../lib/toast.ts';
import { ChoiceGroup } from '../../../shared/ui/ChoiceGroup.tsx';
import { DatePicker } from '../../../shared/ui/DatePicker.tsx';
import { Field } from '../../../shared/ui/Field.tsx';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { isIsoDate } from '../../../shared/data/iso-date.ts';
import { navigate } from '../../../shared/data/location.ts';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import { type CampaignProductOption, createCampaign, type PreviewPackage, updateCampaign } from './api.ts';
import { type CampaignFormValues, campaignForm, fieldOf, formValues, startedAlready, typedDiscount, updateOf } from './campaign-form.ts';
import { discountText } from './campaign-text.ts';
import { LIST_PATH } from './campaign-view.ts';
import { PricePreview } from './PricePreview.tsx';
import { type KnownProduct, ProductPicker } from './ProductPicker.tsx';
import { zonedParts } from './zoned-time.ts';

/**
 * A time of day typed as HH:MM on the 24-hour clock, as every time in the product reads
 * (contracts/format.ts); a native time input would follow the browser's locale, AM/PM included,
 * beside a day typed as year-month-day.
 */
const TIME_INPUT = {
  inputMode: 'numeric',
  autoComplete: 'off',
  placeholder: 'HH:MM',
  maxLength: 5,
} as const;

const DISCOUNT_KINDS = [
  { value: 'percent', label: 'Percentage' },
  { value: 'amount', label: 'Fixed amount per package' },
] as const;

/** The terms a started campaign keeps, and why. */
function LockedTerms({ campaign }: { campaign: CampaignView }) {
  const { dateTime } = useAccountDates();
  return (
    <div className="campaign-locked">
      <dl className="facts">
        <dt>Discount</dt>
        <dd>{discountText(campaign)}</dd>
        <dt>Floor price</dt>
        <dd>{campaign.floorMinor === null ? 'None' : formatMoney(campaign.floorMinor)}</dd>
        <dt>Started</dt>
        <dd>{dateTime(campaign.startsAt)}</dd>
      </dl>
      <p className="small muted">
        The campaign has started, so its discount, floor price and start stay as buyers saw them. To offer other terms, end it and start a
        new campaign.
      </p>
    </div>
  );
}

export function CampaignForm({ campaign }: { campaign: CampaignView | null }) {
  const timeZone = useStore($timezone);
  const schema = useMemo(() => campaignForm(timeZone), [timeZone]);
  const [initial] = useState(() => formValues(campaign, timeZone));
  const { form, submit, onValid, formError, errors, busy } = useGatewayForm<z.output<typeof schema>, CampaignFormValues>(schema, initial, {
    fieldOf,
  });
  const locked = startedAlready(campaign);
  const { dateTime } = useAccountDates();

  // Names of the products met so far (the campaign's, then each search's), for the chosen list and the preview.
  const [known, setKnown] = useState<ReadonlyMap<number, KnownProduct>>(
    () => new Map((campaign?.products ?? []).map((p) => [p.id, { id: p.id, name: p.name, inCampaign: null }])),
  );
  const onSeen = useCallback((options: CampaignProductOption[]) => {
    setKnown((before) => {
      if (options.every((o) => before.get(o.id)?.inCampaign === o.inCampaign && before.has(o.id))) return before;
      const next = new Map(before);
      for (const o of options) next.set(o.id, o);
      return next;
    });
  }, []);
  const names = useMemo(() => new Map([...known].map(([id, p]) => [id, p.name])), [known]);
  const own = useMemo(
    () => (campaign ? { name: campaign.name, productIds: new Set(campaign.products.map((p) => p.id)) } : null),
    [campaign],
  );
  const knownPackages = useMemo(
    () =>
      new Map<number, PreviewPackage[]>(
        (campaign?.products ?? []).map((p) => [p.id, p.packages.map((k) => ({ id: k.id, label: k.label, listMinor: k.listMinor }))]),
      ),
    [campaign],
  );

  const [kind, typedValue, typedFloor, productIds, startDate] = form.watch([
    'discountKind',
    'discountValue',
    'floorMinor',
    'productIds',
    'startDate',
  ]);
  // The calendars offer no day before today in the account's time zone (the gateway refuses a start in the past).
  const today = zonedParts(Date.now(), timeZone).date;
  const value = typedDiscount(kind, typedValue ?? '');
  const floorMinor = typedFloor?.trim() ? nairaToKobo(typedFloor) : null;
  const preview = value !== null && (floorMinor === null || floorMinor > 0) ? { kind, value, floorMinor } : null;

  const save = onValid(async (body) => {
    const saved = await submit(() => (campaign ? updateCampaign(campaign.id, updateOf(body, campaign)) : createCampaign(body)));
    if (!saved) return;
    toast(
      campaign
        ? `“${saved.name}” is saved.`
        : `“${saved.name}” is created: ${saved.status === 'active' ? 'it runs now.' : `it starts ${dateTime(saved.startsAt)}.`}`,
    );
    navigate(LIST_PATH);
  });

  return (
    <form className="form campaign-form" onSubmit={(event) => void save(event)} noValidate>
      <FormMessage error={formError} />
      <section className="card campaign-section" aria-labelledby="campaign-what">
        <h2 id="campaign-what">What is on sale</h2>
        <Field
          id="campaign-name"
          label="Campaign name"
          hint="Buyers see it beside the sale price, such as “Harmattan sale”."
          autoComplete="off"
          maxLength={120}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="productIds"
          render={({ field }) => (
            <ProductPicker
              value={field.value}
              onChange={field.onChange}
              known={known}
              onSeen={onSeen}
              own={own}
              error={errors.productIds?.message}
              searchRef={field.ref}
            />
          )}
        />
      </section>

      <section className="card campaign-section" aria-labelledby="campaign-price">
        <h2 id="campaign-price">Discount</h2>
        {locked && campaign ? (
          <LockedTerms campaign={campaign} />
        ) : (
          <>
            <ChoiceGroup legend="Kind of discount" choices={DISCOUNT_KINDS} field={form.register('discountKind')} />
            <div className="form-row">
              <Field
                id="campaign-discount"
                label={kind === 'percent' ? 'Percentage off (%)' : 'Amount off each package (₦)'}
                hint={kind === 'percent' ? 'From 1 to 90, such as 10 or 12.5.' : 'Taken off the price of every package, such as 5000.'}
                inputMode="decimal"
                autoComplete="off"
                error={errors.discountValue?.message}
                {...form.register('discountValue')}
              />
              <Field
                id="campaign-floor"
                label="Floor price (₦, optional)"
                hint="No package sells below it, whatever the discount."
                inputMode="decimal"
                autoComplete="off"
                error={errors.floorMinor?.message}
                {...form.register('floorMinor')}
              />
            </div>
          </>
        )}
      </section>

      <section className="card campaign-section" aria-labelledby="campaign-when">
        <h2 id="campaign-when">When</h2>
        <p className="small muted">
          Days as year-month-day and times on the 24‑hour clock (HH:MM, such as 09:30 or 17:00), in your account's time zone,{' '}
          {timeZone.replace(/_/g, ' ')}.
        </p>
        <div className="campaign-dates-grid">
          {!locked && (
            <>
              <Controller
                control={form.control}
                name="startDate"
                render={({ field }) => (
                  <Field id="campaign-start-date" label="Start date" error={errors.startDate?.message}>
                    {(control) => <DatePicker {...control} {...field} min={today} />}
                  </Field>
                )}
              />
              <Field
                id="campaign-start-time"
                label="Start time"
                error={errors.startTime?.message}
                {...TIME_INPUT}
                {...form.register('startTime')}
              />
            </>
          )}
          <Controller
            control={form.control}
            name="endDate"
            render={({ field }) => (
              <Field id="campaign-end-date" label="End date" error={errors.endDate?.message}>
                {(control) => <DatePicker {...control} {...field} min={isIsoDate(startDate) && startDate > today ? startDate : today} />}
              </Field>
            )}
          />
          <Field id="campaign-end-time" label="End time" error={errors.endTime?.message} {...TIME_INPUT} {...form.register('endTime')} />
        </div>
      </section>

      <section className="card campaign-section" aria-labelledby="campaign-limits">
        <h2 id="campaign-limits">Limits</h2>
        <div className="form-row">
          <Field
            id="campaign-budget"
            label="Budget (₦, optional)"
            hint={`The most discount the campaign gives in all; it stops once that is spent.${campaign ? ` Given so far: ${formatMoney(campaign.spentMinor)}.` : ''}`}
            inputMode="decimal"
            autoComplete="off"
            error={errors.budgetMinor?.message}
            {...form.register('budgetMinor')}
          />
          <Field
            id="campaign-cap"
            label="Cap per buyer (packages, optional)"
            hint="The most packages one buyer may buy at the campaign price."
            inputMode="numeric"
            autoComplete="off"
            error={errors.perBuyerCap?.message}
            {...form.register('perBuyerCap')}
          />
        </div>
      </section>

      <div className="card campaign-section">
        <PricePreview productIds={productIds ?? []} names={names} discount={preview} knownPackages={knownPackages} />
      </div>

      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {form.formState.isSubmitting ? 'Saving…' : campaign ? 'Save the changes' : 'Create the campaign'}
        </button>
        <a className="button secondary" href={LIST_PATH}>
          Cancel
        </a>
      </div>
    </form>
  );
}
