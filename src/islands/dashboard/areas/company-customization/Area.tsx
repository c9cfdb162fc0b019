/** /company/customization: the storefront's logo, banner, colour, about text and links, with a preview. */
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useQuery } from '../../../shared/data/use-query.ts';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import { BrandingForm } from './BrandingForm.tsx';
import { companyKey, loadCompany } from './api.ts';

export default function CompanyCustomization({ title }: { title: string; params: Record<string, string> }) {
  const company = useQuery(companyKey, loadCompany);
  if (!company.data) return <QueryStatus query={company} what="your storefront" />;
  return (
    <div className="stack-areas">
      <h1>{title}</h1>
      <QueryStatus query={company} what="your storefront" />
      {!company.data.storefront && (
        <p className="card area-block muted">Your company has no storefront yet: the branding is kept and shows as soon as it opens.</p>
      )}
      <BrandingForm company={company.data} />
    </div>
  );
}
