/** /company/settings: legal name, registration, tax id, country, address, phone (and a seller's 24-hour emergency telephone), industry; then the tax profile that decides VAT. */
import { QueryStatus } from '../../../shared/ui/QueryStatus.tsx';
import { useQuery } from '../../../shared/data/use-query.ts';
import '../../../shared/ui/forms.css';
import '../../../shared/ui/lists.css';
import { SettingsForm } from './SettingsForm.tsx';
import { companyKey, loadCompany } from './api.ts';
import { TaxProfileSection } from './TaxProfileForm.tsx';

export default function CompanySettings({ title }: { title: string; params: Record<string, string> }) {
  const company = useQuery(companyKey, loadCompany);
  if (!company.data) return <QueryStatus query={company} what="your company" />;
  return (
    <div className="stack-areas">
      <h1>{title}</h1>
      <QueryStatus query={company} what="your company" />
      <SettingsForm company={company.data} />
      <TaxProfileSection />
    </div>
  );
}
