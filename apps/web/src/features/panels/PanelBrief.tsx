import { capitalizeWords, type Panel } from '@persona/shared';
import { formatLongDate } from '../../lib/dates';
import { AvatarPortrait, BADGE_SIZES } from '../avatars';
import { KindBadge, StatusBadge } from './PanelBadges';
import { PANELS_TEXTS } from './panels-texts';

/** What the panel was asked (the question, or the asset's text) and who sits on it, with their portraits. */
export function PanelBrief({ panel }: { panel: Panel }) {
  const asset = panel.kind === 'asset';
  return (
    <section aria-label={PANELS_TEXTS.kinds[panel.kind]} className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900/60 print:border-0 print:p-0 print:shadow-none">
      <div className="flex flex-wrap items-center gap-2 text-xs text-gray-500 dark:text-slate-400">
        <KindBadge kind={panel.kind} />
        <StatusBadge status={panel.status} />
        <span>{PANELS_TEXTS.createdOn(formatLongDate(panel.createdAt))}</span>
        {asset && panel.assetName && <span>· {PANELS_TEXTS.uploadedFrom(panel.assetName)}</span>}
      </div>
      {asset ? (
        <pre className="max-h-80 overflow-auto rounded-lg border border-gray-200 bg-gray-50 p-3 font-sans text-sm break-words whitespace-pre-wrap text-gray-800 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-200 print:max-h-none print:overflow-visible">
          {panel.prompt}
        </pre>
      ) : (
        <blockquote className="border-l-4 border-indigo-400 pl-4 text-base break-words whitespace-pre-wrap text-gray-900 dark:text-white">{panel.prompt}</blockquote>
      )}
      <div>
        <h2 className="mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase dark:text-slate-400">{PANELS_TEXTS.members}</h2>
        <ul aria-label={PANELS_TEXTS.members} className="flex flex-wrap gap-3">
          {panel.members.map((member) => {
            const name = capitalizeWords(member.name);
            return (
              <li key={member.avatarId} className="flex items-center gap-2 rounded-full border border-gray-200 py-1 pr-3 pl-1 dark:border-slate-700">
                <span className="size-8 shrink-0 overflow-hidden rounded-full">
                  <AvatarPortrait src={member.img} name={name} sizes={BADGE_SIZES} />
                </span>
                <span className="text-sm font-medium text-gray-900 dark:text-slate-100">{name}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
