import { capitalizeWords, type PanelListItem } from '@persona/shared';
import { generatePath, Link } from 'react-router';
import { formatLongDate } from '../../lib/dates';
import { PATHS } from '../../lib/paths';
import { KindBadge, StatusBadge } from './PanelBadges';
import { PANELS_TEXTS } from './panels-texts';

/** The account's saved panels, newest first: title (opening the panel), kind, members, status and date. */
export function PanelList({ panels }: { panels: PanelListItem[] }) {
  return (
    <ul aria-label={PANELS_TEXTS.savedPanels} className="flex flex-col gap-3">
      {panels.map((panel) => (
        <li
          key={panel.id}
          aria-label={panel.title}
          className="relative flex flex-col gap-2 rounded-2xl border border-gray-200 bg-white px-5 py-4 shadow-sm transition-colors hover:border-indigo-300 dark:border-slate-800 dark:bg-slate-900/60 dark:hover:border-indigo-500/50"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link
              to={generatePath(PATHS.panel, { id: panel.id })}
              className="min-w-0 truncate font-semibold text-gray-900 after:absolute after:inset-0 after:content-[''] hover:text-indigo-600 dark:text-white dark:hover:text-indigo-300"
            >
              {panel.title}
            </Link>
            <div className="flex items-center gap-2">
              <KindBadge kind={panel.kind} />
              <StatusBadge status={panel.status} />
            </div>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-gray-600 dark:text-slate-400">
            <span className="min-w-0">{panel.memberNames.map((name) => capitalizeWords(name)).join(', ')}</span>
            <time dateTime={new Date(panel.createdAt).toISOString()}>{formatLongDate(panel.createdAt)}</time>
          </div>
        </li>
      ))}
    </ul>
  );
}
