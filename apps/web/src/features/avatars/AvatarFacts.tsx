import type { displayFacts } from './avatar-display';
import { AVATARS_TEXTS } from './avatars-texts';

/** Age, gender, occupation, company and campaign of a card, as a description list. */
export function AvatarFacts({ facts }: { facts: ReturnType<typeof displayFacts> }) {
  const rows = [
    [AVATARS_TEXTS.age, String(facts.age)],
    [AVATARS_TEXTS.gender, facts.gender],
    [AVATARS_TEXTS.occupation, facts.occupation],
    [AVATARS_TEXTS.company, facts.company],
    [AVATARS_TEXTS.campaign, facts.campaign],
  ] as const;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-gray-500 dark:text-slate-400">{term}</dt>
          <dd className="truncate text-gray-900 dark:text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
