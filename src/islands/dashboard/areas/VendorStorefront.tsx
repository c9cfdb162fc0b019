/** /:vendor: a supplier's storefront as the dashboard shows it, with the seller's own branding. */
import type { Supplier } from '../../../contracts/companies.ts';
import { marketPath, supplierPath } from '../../../contracts/urls.ts';
import { countryName, formatNumber } from '../../../contracts/format.ts';
import { FormMessage } from '../../shared/FormMessage.tsx';
import { useApi } from '../use-api.ts';

export default function VendorStorefront({ params }: { title: string; params: Record<string, string> }) {
  const supplier = useApi<Supplier>(`/v1/suppliercatalog/supplierdetails?slug=${encodeURIComponent(params.vendor ?? '')}`);
  if (supplier.error) return <FormMessage error={supplier.error} />;
  if (!supplier.data) return <p aria-busy="true">Loading the storefront…</p>;
  const s = supplier.data;
  const logo = s.branding?.logoUrl ?? s.logoUrl;
  return (
    <div className="stack-areas">
      {s.branding?.bannerUrl && <img className="storefront-banner" src={s.branding.bannerUrl} alt="" width={1600} height={400} />}
      <section className="card area-block storefront-head" style={s.branding?.brandColor ? { borderTop: `6px solid ${s.branding.brandColor}` } : undefined}>
        {logo && <img src={logo} alt="" width={72} height={72} />}
        <div>
          <h1>{s.name}</h1>
          <p className="small">{s.verified ? <span className="badge verified">Verified supplier</span> : <span className="badge">Not yet verified</span>}
            <span className="muted"> {s.city}, {countryName(s.country)} · {formatNumber(s.productCount)} products</span></p>
          <p>{s.branding?.about ?? s.about}</p>
          {s.branding && s.branding.links.length > 0 && (
            <ul className="row-actions">{s.branding.links.map((l) => <li key={l.url}><a href={l.url} rel="nofollow noopener" target="_blank">{l.label}</a></li>)}</ul>
          )}
        </div>
      </section>
      <section className="card area-block" aria-labelledby="served">
        <h2 id="served">Markets served</h2>
        <ul className="chips">{s.markets.map((m) => <li key={m.id}><a href={marketPath(m.slug, m.id)}>{m.name} <span className="muted">{m.productCount}</span></a></li>)}</ul>
      </section>
      <p><a className="button secondary" href={supplierPath(s.slug)}>Open the public storefront page</a></p>
    </div>
  );
}
