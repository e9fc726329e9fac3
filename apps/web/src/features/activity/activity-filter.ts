import { ACTIVITY_GROUP_NAMES, type ActivityGroup, type AdminActivityQuery } from '@persona/shared';

/** The screen's filters as the user set them: a group, a day range (local dates, YYYY-MM-DD) and, for admins, an account. */
export interface ActivityFilterState {
  group: ActivityGroup | '';
  from: string;
  to: string;
  account: string;
}

export const NO_FILTER: ActivityFilterState = { group: '', from: '', to: '', account: '' };

export const isGroup = (value: string): value is ActivityGroup => (ACTIVITY_GROUP_NAMES as readonly string[]).includes(value);

/** Local midnight of a YYYY-MM-DD day, in epoch ms (undefined for no day or a malformed one). */
function dayStart(day: string, plusDays = 0): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays).getTime();
}

/** The query the filters ask for: `from` the first day's start, `to` the end of the last day (exclusive). */
export function activityQuery(filter: ActivityFilterState): AdminActivityQuery {
  const from = dayStart(filter.from);
  const to = dayStart(filter.to, 1);
  return {
    ...(filter.group && { group: filter.group }),
    ...(from !== undefined && { from }),
    ...(to !== undefined && { to }),
    ...(filter.account && { account: filter.account }),
  };
}

export const isFiltered = (filter: ActivityFilterState) => filter.group !== '' || filter.from !== '' || filter.to !== '' || filter.account !== '';
