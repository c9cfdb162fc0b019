/** The branding form: pictures upload as soon as they are chosen; the rest is saved with the button. */
import { Controller } from 'react-hook-form';
import type { CompanyProfile } from '../../../../contracts/company.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { FileUpload } from '../../../shared/ui/FileUpload.tsx';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { useGatewayForm } from '../../../shared/data/use-gateway-form.ts';
import { invalidate } from '../../../shared/data/use-query.ts';
import { BrandPreview } from './BrandPreview.tsx';
import { LinksEditor } from './LinksEditor.tsx';
import { brandingForm, companyKey, updateCustomization } from './api.ts';

const ABOUT_MAX = 2000;

export function BrandingForm({ company }: { company: CompanyProfile }) {
  const { form, submit, onValid, formError, notice, setNotice, errors, busy } = useGatewayForm(brandingForm, {
    logoFileId: company.logoFileId,
    bannerFileId: company.bannerFileId,
    brandColor: company.brandColor ?? '#165EF0',
    about: company.about ?? '',
    links: company.links,
  });
  const about = form.watch('about') ?? '';

  const onSubmit = onValid(async (values) => {
    const message = await submit(() => updateCustomization(values));
    if (message === null) return;
    setNotice(message);
    invalidate(companyKey);
  });

  return (
    <form className="card area-block form" onSubmit={onSubmit} noValidate>
      <FormMessage error={formError} notice={notice} />
      <div className="form-grid">
        <Controller
          control={form.control}
          name="logoFileId"
          render={({ field }) => (
            <FileUpload
              kind="photo"
              label="Logo (square, at least 256 px)"
              value={field.value ?? null}
              onChange={(file) => field.onChange(file?.id ?? null)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="bannerFileId"
          render={({ field }) => (
            <FileUpload
              kind="photo"
              label="Banner (wide, e.g. 1600 × 400 px)"
              value={field.value ?? null}
              onChange={(file) => field.onChange(file?.id ?? null)}
            />
          )}
        />
        <Field
          id="brand-color"
          label="Brand colour"
          type="color"
          className="input color-input"
          error={errors.brandColor?.message}
          {...form.register('brandColor')}
        />
        <Field
          id="about"
          label="About your company"
          fieldClassName="full"
          hint={`${about.length} / ${ABOUT_MAX} characters`}
          error={errors.about?.message}
        >
          {(control) => <textarea className="input textarea" rows={5} maxLength={ABOUT_MAX} {...control} {...form.register('about')} />}
        </Field>
        <LinksEditor form={form} />
      </div>
      <BrandPreview name={company.name} color={form.watch('brandColor') ?? '#165EF0'} about={about} />
      <div className="form-actions">
        <button className="button" type="submit" disabled={busy}>
          {form.formState.isSubmitting ? 'Saving…' : 'Save branding'}
        </button>
      </div>
    </form>
  );
}
