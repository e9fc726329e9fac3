import { campaignRenameSchema, type Campaign } from '@persona/shared';
import { useDeleteCampaign, useRenameCampaign } from './companies-api';
import { COMPANIES_TEXTS } from './companies-texts';
import { DeleteButton } from './DeleteButton';
import { InlineEdit } from '../../components/InlineEdit';
import { nameToSave } from './names';

/** One campaign of a company: its name with inline rename, and Delete. */
export function CampaignRow({ campaign }: { campaign: Campaign }) {
  const rename = useRenameCampaign(campaign.id);
  const remove = useDeleteCampaign(campaign.id);
  const label = COMPANIES_TEXTS.campaignLabel(campaign.displayName);

  return (
    <li className="flex items-center gap-2 py-1.5 pr-1 pl-3">
      <InlineEdit value={campaign.displayName} label={label} toSave={(typed) => nameToSave(campaignRenameSchema, typed)} onSave={(name) => rename.mutateAsync(name)}>
        <span className="text-sm text-gray-800 dark:text-slate-200">{campaign.displayName}</span>
      </InlineEdit>
      <DeleteButton what="campaign" label={label} onDelete={() => remove.mutateAsync()} />
    </li>
  );
}
