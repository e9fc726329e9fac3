import type { Company } from '@persona/shared';
import { CREATE_TEXTS } from './create-texts';
import { SelectField } from '../../components/SelectField';

interface CompanyCampaignStepProps {
  companies: readonly Company[];
  companyId: string;
  campaignId: string;
  onCompany: (companyId: string) => void;
  onCampaign: (campaignId: string) => void;
  /** A refresh keeps its avatar's company and campaign: shown, not changeable. */
  fixed?: boolean;
}

/** Wizard step 1: the company, then one of its campaigns. */
export function CompanyCampaignStep({ companies, companyId, campaignId, onCompany, onCampaign, fixed = false }: CompanyCampaignStepProps) {
  const company = companies.find(({ id }) => id === companyId);
  const campaigns = company?.campaignList ?? [];
  const noCampaigns = company !== undefined && campaigns.length === 0;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        label={CREATE_TEXTS.company}
        value={company ? companyId : ''}
        onChange={onCompany}
        placeholder={CREATE_TEXTS.chooseCompany}
        options={companies.map(({ id, displayName }) => ({ value: id, label: displayName }))}
        disabled={fixed}
      />
      <SelectField
        label={CREATE_TEXTS.campaign}
        value={campaigns.some(({ id }) => id === campaignId) ? campaignId : ''}
        onChange={onCampaign}
        placeholder={company ? CREATE_TEXTS.chooseCampaign : CREATE_TEXTS.chooseCompanyFirst}
        options={campaigns.map(({ id, displayName }) => ({ value: id, label: displayName }))}
        disabled={fixed || !company || noCampaigns}
        hint={noCampaigns ? CREATE_TEXTS.noCampaigns : undefined}
      />
    </div>
  );
}
