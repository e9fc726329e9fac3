import type { ReactNode } from 'react';
import type { displayFacts } from './avatar-display';
import { AVATARS_TEXTS } from './avatars-texts';

type Facts = ReturnType<typeof displayFacts>;

/** One fact: its term for assistive technology only, its value cut to the line with the full text as its title. */
function Fact({ term, value, className = '', separated = false }: { term: string; value: string; className?: string; separated?: boolean }) {
  // The separator is drawn by CSS: a list of terms may hold nothing but its groups.
  return (
    <div className={`min-w-0 max-w-full ${separated ? "flex gap-1.5 before:content-['·']" : ''}`}>
      <dt className="sr-only">{term}</dt>
      <dd title={value} className={`truncate ${className}`}>
        {value}
      </dd>
    </div>
  );
}

const CHIP = 'rounded-md bg-gray-100 px-1.5 py-0.5 text-xs font-medium text-gray-700 dark:bg-slate-800 dark:text-slate-300';

/**
 * A library card's age, gender, occupation, company and campaign in three short lines: "35 · Female" (with the
 * card's `action` at its end), the occupation, then company and campaign as chips that wrap rather than cut.
 * The lists sit above the card's stretched link, so hovering a value shows its full text.
 */
function CardFacts({ facts, action }: { facts: Facts; action?: ReactNode }) {
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <dl className="relative z-10 flex min-w-0 gap-1.5 text-sm text-gray-600 dark:text-slate-400">
          <Fact term={AVATARS_TEXTS.age} value={String(facts.age)} />
          <Fact term={AVATARS_TEXTS.gender} value={facts.gender} separated />
        </dl>
        {action}
      </div>
      <dl className="relative z-10 text-sm">
        <Fact term={AVATARS_TEXTS.occupation} value={facts.occupation} className="font-medium text-gray-900 dark:text-slate-100" />
      </dl>
      {/* Its own list: a list of terms may hold nothing but its groups, so the chips' row cannot be a wrapper inside one. */}
      <dl className="relative z-10 flex flex-wrap gap-1.5 text-sm">
        <Fact term={AVATARS_TEXTS.company} value={facts.company} className={CHIP} />
        <Fact term={AVATARS_TEXTS.campaign} value={facts.campaign} className={CHIP} />
      </dl>
    </>
  );
}

/** The detail page's facts: labelled, and never cut (long values wrap). */
function FullFacts({ facts }: { facts: Facts }) {
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
          <dd className="min-w-0 break-words text-gray-900 dark:text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Age, gender, occupation, company and campaign of an avatar: compact on a library card, in full on its page. */
export function AvatarFacts({ facts, full = false, action }: { facts: Facts; full?: boolean; action?: ReactNode }) {
  return full ? <FullFacts facts={facts} /> : <CardFacts facts={facts} action={action} />;
}
