/** /company/customization: the storefront's logo, banner, colour, about text and links, with a preview. */
import { useEffect, useState, type FormEvent } from 'react';
import type { CompanyProfile } from '../../../contracts/company.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { FormMessage } from '../../shared/FormMessage.tsx';
import { FileUpload } from '../../shared/FileUpload.tsx';
import { send, useApi } from '../use-api.ts';
import '../../shared/shared.css';

interface Branding { logoFileId: string | null; bannerFileId: string | null; brandColor: string; about: string; links: { label: string; url: string }[] }

export default function CompanyCustomization({ title }: { title: string }) {
  const company = useApi<CompanyProfile>('/v1/company/get');
  const [branding, setBranding] = useState<Branding | null>(null);
  const [status, setStatus] = useState<{ error?: string; notice?: string; fields?: Record<string, string[]> }>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (company.data) {
      const { logoFileId, bannerFileId, brandColor, about, links } = company.data;
      setBranding({ logoFileId, bannerFileId, brandColor: brandColor ?? '#165EF0', about: about ?? '', links });
    }
  }, [company.data]);

  if (company.error) return <FormMessage error={company.error} />;
  if (!company.data || !branding) return <p aria-busy="true">Loading your storefront…</p>;
  const update = (change: Partial<Branding>) => setBranding({ ...branding, ...change });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setStatus({});
    try {
      setStatus({ notice: await send('/v1/company/update-customization', 'POST', { ...branding, links: branding.links.filter((l) => l.label || l.url) }) });
    } catch (e) {
      setStatus({ error: errorMessage(e), fields: (e as { data?: { errors?: Record<string, string[]> } }).data?.errors ?? {} });
    } finally {
      setSaving(false);
    }
  };
  const fieldError = (name: string) => status.fields?.[name]?.join(' ');

  return (
    <div className="stack-areas">
      <h1>{title}</h1>
      {!company.data.storefront && <p className="card area-block muted">Your company has no storefront yet: the branding is kept and shows as soon as it opens.</p>}
      <form className="card area-block form" onSubmit={onSubmit} noValidate>
        <FormMessage error={status.error} notice={status.notice} />
        <div className="form-grid">
          <FileUpload kind="photo" label="Logo (square, at least 256 px)" value={branding.logoFileId} onChange={(file) => update({ logoFileId: file?.id ?? null })} />
          <FileUpload kind="photo" label="Banner (wide, e.g. 1600 × 400 px)" value={branding.bannerFileId} onChange={(file) => update({ bannerFileId: file?.id ?? null })} />
          <div className="field">
            <label htmlFor="brand-color">Brand colour</label>
            <input id="brand-color" type="color" className="input color-input" value={branding.brandColor} onChange={(e) => update({ brandColor: e.target.value })} />
            {fieldError('brandColor') && <p className="field-error">{fieldError('brandColor')}</p>}
          </div>
          <div className="field full">
            <label htmlFor="about">About your company</label>
            <textarea id="about" className="input textarea" rows={5} maxLength={2000} value={branding.about} onChange={(e) => update({ about: e.target.value })} />
            <p className="hint">{branding.about.length} / 2000 characters</p>
          </div>
          <fieldset className="full choice-group">
            <legend>Links (website, catalogue, social pages)</legend>
            {branding.links.map((link, i) => (
              <div key={i} className="link-row">
                <input className="input" aria-label={`Link ${i + 1} label`} placeholder="Label" value={link.label}
                  onChange={(e) => update({ links: branding.links.map((l, j) => (j === i ? { ...l, label: e.target.value } : l)) })} />
                <input className="input" aria-label={`Link ${i + 1} address`} placeholder="https://" value={link.url}
                  aria-invalid={fieldError(`links.${i}.url`) ? true : undefined}
                  onChange={(e) => update({ links: branding.links.map((l, j) => (j === i ? { ...l, url: e.target.value } : l)) })} />
                <button type="button" className="button secondary compact" onClick={() => update({ links: branding.links.filter((_, j) => j !== i) })}>Remove</button>
                {fieldError(`links.${i}.url`) && <p className="field-error">{fieldError(`links.${i}.url`)}</p>}
              </div>
            ))}
            {branding.links.length < 6 && <button type="button" className="button secondary compact" onClick={() => update({ links: [...branding.links, { label: '', url: '' }] })}>Add a link</button>}
          </fieldset>
        </div>
        <section aria-label="Preview" className="brand-preview" style={{ borderTopColor: branding.brandColor }}>
          <strong style={{ color: branding.brandColor }}>{company.data.name}</strong>
          <p className="small">{branding.about || 'Your about text shows here.'}</p>
        </section>
        <div className="form-actions"><button className="button" type="submit" disabled={saving}>{saving ? 'Saving…' : 'Save branding'}</button></div>
      </form>
    </div>
  );
}
