/** /:vendor: a supplier's storefront as the dashboard shows it, with the seller's own branding. */
import { countryName, formatNumber } from '../../../../contracts/format.ts';
import { marketPath, supplierPath } from '../../../../contracts/urls.ts';
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useQuery } from '../../../shared/data/use-query.ts';
import { loadSupplier, supplierKey } from './api.ts';

export default function Area({ params }: { title: string; params: Record<string, string> }) {
  const slug = params.vendor ?? '';
  const supplier = useQuery(supplierKey(slug), (signal) => loadSupplier(slug, signal));
  const s = supplier.data;
  if (!s) return <QueryStatus query={supplier} what="the storefront" />;
  const logo = s.branding?.logoUrl ?? s.logoUrl;
  return (
    <div className="stack-areas">
      {s.branding?.bannerUrl && <img className="storefront-banner" src={s.branding.bannerUrl} alt="" width={1600} height={400} />}
      <section
        className="card area-block storefront-head"
        style={s.branding?.brandColor ? { borderTop: `6px solid ${s.branding.brandColor}` } : undefined}
      >
        {logo && <img src={logo} alt="" width={72} height={72} />}
        <div>
          <h1>{s.name}</h1>
          <p className="small">
            {s.verified ? <span className="badge verified">Verified supplier</span> : <span className="badge">Not yet verified</span>}
            <span className="muted">
              {' '}
              {s.city}, {countryName(s.country)} · {formatNumber(s.productCount)} products
            </span>
          </p>
          <p>{s.branding?.about ?? s.about}</p>
          {s.branding && s.branding.links.length > 0 && (
            <ul className="row-actions">
              {s.branding.links.map((l) => (
                <li key={l.url}>
                  <a href={l.url} rel="nofollow noopener" target="_blank">
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <section className="card area-block" aria-labelledby="served">
        <h2 id="served">Markets served</h2>
        <ul className="chips">
          {s.markets.map((m) => (
            <li key={m.id}>
              <a href={marketPath(m.slug, m.id)}>
                {m.name} <span className="muted">{m.productCount}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <p>
        <a className="button secondary" href={supplierPath(s.slug)}>
          Open the public storefront page
        </a>
      </p>
    </div>
  );
}
