import { companyNameSchema, newCampaignNameSchema, type Company } from '@persona/shared';
import { useId, useState } from 'react';
import { formatLongDate } from '../../lib/dates';
import { AddNameForm } from './AddNameForm';
import { CampaignRow } from './CampaignRow';
import { useCreateCampaign, useDeleteCompany, useRenameCompany } from './companies-api';
import { COMPANIES_TEXTS } from './companies-texts';
import { DeleteButton } from './DeleteButton';
import { IconButton } from '../../components/IconButton';
import { InlineEdit } from '../../components/InlineEdit';
import { nameToSave } from './names';

/** One company: its name (inline rename), Delete, and its campaigns behind a collapse toggle. */
export function CompanyCard({ company }: { company: Company }) {
  const [expanded, setExpanded] = useState(true);
  const panelId = useId();
  const rename = useRenameCompany(company.id);
  const remove = useDeleteCompany(company.id);
  const addCampaign = useCreateCampaign(company.id);
  const name = company.displayName;
  const campaigns = company.campaignList;

  return (
    <section aria-label={name} className="rounded-2xl border border-gray-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900/60">
      <div className="flex items-center gap-2 px-4 py-3">
        <IconButton
          icon="chevron"
          label={expanded ? COMPANIES_TEXTS.collapse(name) : COMPANIES_TEXTS.expand(name)}
          expanded={expanded}
          controls={panelId}
          iconClassName={expanded ? '' : '-rotate-90'}
          onClick={() => setExpanded((open) => !open)}
        />
        <InlineEdit value={name} label={name} toSave={(typed) => nameToSave(companyNameSchema, typed)} onSave={(typed) => rename.mutateAsync(typed)}>
          <h2 className="truncate text-base font-semibold text-gray-900 dark:text-white">{name}</h2>
          <p className="text-xs text-gray-500 dark:text-slate-400">
            {COMPANIES_TEXTS.campaignCount(campaigns.length)} · {COMPANIES_TEXTS.created(formatLongDate(company.timestamp))}
          </p>
        </InlineEdit>
        <DeleteButton what="company" label={name} onDelete={() => remove.mutateAsync()} />
      </div>
      <div id={panelId} hidden={!expanded} className="flex flex-col gap-3 border-t border-gray-200 px-4 py-4 dark:border-slate-800">
        {campaigns.length === 0 ? (
          <p className="pl-3 text-sm text-gray-500 dark:text-slate-400">{COMPANIES_TEXTS.noCampaigns}</p>
        ) : (
          <ul aria-label={COMPANIES_TEXTS.campaignsOf(name)} className="divide-y divide-gray-100 dark:divide-slate-800">
            {campaigns.map((campaign) => (
              <CampaignRow key={campaign.id} campaign={campaign} />
            ))}
          </ul>
        )}
        <AddNameForm
          formLabel={COMPANIES_TEXTS.addCampaignTo(name)}
          fieldLabel={COMPANIES_TEXTS.campaignName}
          placeholder={COMPANIES_TEXTS.campaignPlaceholder}
          submitText={COMPANIES_TEXTS.addCampaign}
          rule={newCampaignNameSchema}
          onAdd={(typed) => addCampaign.mutateAsync(typed)}
        />
      </div>
    </section>
  );
}
