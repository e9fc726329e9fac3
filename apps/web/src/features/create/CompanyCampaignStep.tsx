import type { Company } from '@persona/shared';
import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '../../components/button-styles';
import { SelectField } from '../../components/SelectField';
import { PATHS } from '../../lib/paths';
import { CREATE_TEXTS } from './create-texts';

/** Why the campaign list is empty, and where a campaign is added. */
const noCampaignsHint = (
  <>
    {CREATE_TEXTS.noCampaigns}{' '}
    <Link to={PATHS.settingsCompanies} className={TEXT_LINK_CLASS}>
      {CREATE_TEXTS.settingsCompanies}
    </Link>
    .
  </>
);

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
        hint={noCampaigns ? noCampaignsHint : undefined}
      />
    </div>
  );
}
