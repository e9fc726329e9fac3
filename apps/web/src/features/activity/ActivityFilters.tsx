import { ACTIVITY_GROUP_NAMES } from '@persona/shared';
import { useId, type ReactNode } from 'react';
import { buttonClass } from '../../components/button-styles';
import { LABEL_CLASS } from '../../components/field-styles';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { isFiltered, isGroup, NO_FILTER, type ActivityFilterState } from './activity-filter';
import { ACTIVITY_TEXTS } from './activity-texts';

interface ActivityFiltersProps {
  filter: ActivityFilterState;
  onChange: (filter: ActivityFilterState) => void;
  /** The admin's account choice, if the screen offers one. */
  accounts?: readonly { id: string; name: string }[];
}

function LabelledSelect({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-48 flex-col gap-1.5">
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </Select>
    </div>
  );
}

/** The log's filters: what kind of change, which days, and (for admins) which account. */
export function ActivityFilters({ filter, onChange, accounts }: ActivityFiltersProps) {
  return (
    <form role="search" aria-label={ACTIVITY_TEXTS.filters} className="mb-6 flex flex-wrap items-end gap-4" onSubmit={(event) => event.preventDefault()}>
      {accounts && (
        <LabelledSelect label={ACTIVITY_TEXTS.account} value={filter.account} onChange={(account) => onChange({ ...filter, account })}>
          <option value="">{ACTIVITY_TEXTS.allAccounts}</option>
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {account.name}
            </option>
          ))}
        </LabelledSelect>
      )}
      <LabelledSelect label={ACTIVITY_TEXTS.group} value={filter.group} onChange={(group) => onChange({ ...filter, group: isGroup(group) ? group : '' })}>
        <option value="">{ACTIVITY_TEXTS.allGroups}</option>
        {ACTIVITY_GROUP_NAMES.map((group) => (
          <option key={group} value={group}>
            {ACTIVITY_TEXTS.groups[group]}
          </option>
        ))}
      </LabelledSelect>
      <TextField type="date" label={ACTIVITY_TEXTS.from} value={filter.from} max={filter.to || undefined} onChange={(from) => onChange({ ...filter, from })} />
      <TextField type="date" label={ACTIVITY_TEXTS.to} value={filter.to} min={filter.from || undefined} onChange={(to) => onChange({ ...filter, to })} />
      {isFiltered(filter) && (
        <button type="button" className={buttonClass('secondary')} onClick={() => onChange(NO_FILTER)}>
          {ACTIVITY_TEXTS.clear}
        </button>
      )}
    </form>
  );
}
