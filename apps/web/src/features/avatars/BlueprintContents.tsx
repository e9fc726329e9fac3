import { AVATARS_TEXTS } from './avatars-texts';
import type { BlueprintSection } from './blueprint-layout';

/** The Blueprint's table of contents: one button per section, which scrolls the page to it. */
export function BlueprintContents({ sections, onJump }: { sections: readonly BlueprintSection[]; onJump: (section: BlueprintSection) => void }) {
  if (sections.length === 0) return null;
  return (
    <nav aria-label={AVATARS_TEXTS.contents} className="rounded-2xl border border-gray-200 bg-white px-4 py-3 shadow-sm dark:border-slate-800 dark:bg-slate-900/60">
      <h2 className="mb-2 text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-slate-400">{AVATARS_TEXTS.contents}</h2>
      <ol className="flex flex-wrap gap-2">
        {sections.map((section) => (
          <li key={section.id}>
            <button
              type="button"
              onClick={() => onJump(section)}
              className="rounded-lg border border-gray-200 px-2.5 py-1 text-sm font-medium text-gray-700 transition-colors hover:border-indigo-300 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:text-slate-300 dark:hover:border-indigo-500/50 dark:hover:text-indigo-300"
            >
              {section.title}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
