import { PEOPLE_TEXTS } from './people-texts';

/** Marks the account's owner in a list of its people. */
export function OwnerMark() {
  return (
    <span className="ml-2 rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200">
      {PEOPLE_TEXTS.owner}
    </span>
  );
}
