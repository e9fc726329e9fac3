import { SkeletonBlock } from '../../components/Skeleton';
import { AVATARS_TEXTS } from './avatars-texts';
import type { BlueprintSection } from './blueprint-layout';

/**
 * The Blueprint's table of contents: one button per section, which scrolls the page to it. One line of fixed height
 * (it scrolls sideways when the sections do not fit), shown with placeholders until the document reports its
 * sections, so the document below never moves when they arrive. The placeholders pulse while the document loads;
 * before its frame is made (`loading` false: it is not near the viewport yet) they only hold the place.
 */
export function BlueprintContents({
  sections,
  onJump,
  loading,
}: {
  sections: readonly BlueprintSection[] | null;
  onJump: (section: BlueprintSection) => void;
  loading: boolean;
}) {
  return (
    <nav
      aria-label={AVATARS_TEXTS.contents}
      className="flex h-12 items-center gap-3 rounded-2xl border border-gray-200 bg-white px-4 shadow-sm dark:border-slate-800 dark:bg-slate-900/60"
    >
      <h2 className="shrink-0 text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-slate-400">{AVATARS_TEXTS.contents}</h2>
      {sections ? (
        <ol className="flex min-w-0 gap-2 overflow-x-auto whitespace-nowrap">
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
      ) : (
        <span className="flex min-w-0 gap-2 overflow-hidden">
          {[24, 20, 28, 22].map((width) => (
            <SkeletonBlock key={width} pulse={loading} className="h-7 shrink-0 rounded-lg" style={{ width: `${width * 0.25}rem` }} />
          ))}
        </span>
      )}
    </nav>
  );
}
