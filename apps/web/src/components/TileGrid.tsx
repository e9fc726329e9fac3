import { Link } from 'react-router';
import { Icon, type IconName } from './icons';

export interface TileItem {
  title: string;
  description: string;
  to: string;
  icon: IconName;
  /** Figures shown on the tile (the Admin Panel's counts); `null` while they load. */
  figures?: readonly TileFigure[] | null;
}

export interface TileFigure {
  label: string;
  value: number;
  /** Something that needs attention (e.g. overdue orders), drawn in the warning colour when above zero. */
  warn?: boolean;
}

/** Large link cards leading to sub-sections (Settings, Admin Panel). */
export function TileGrid({ tiles }: { tiles: readonly TileItem[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {tiles.map((tile) => (
        <li key={tile.to}>
          <Link
            to={tile.to}
            className="group flex h-full flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/60"
          >
            <span className="grid size-11 place-items-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/10 dark:text-indigo-300">
              <Icon name={tile.icon} className="size-6" />
            </span>
            <span className="flex items-center justify-between gap-2 text-lg font-semibold text-gray-900 dark:text-white">
              {tile.title}
              <Icon name="arrowRight" className="size-5 text-gray-400 transition group-hover:translate-x-1 group-hover:text-indigo-500" />
            </span>
            <span className="text-sm text-gray-600 dark:text-slate-400">{tile.description}</span>
            {tile.figures !== undefined && <TileFigures figures={tile.figures} />}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const FIGURE_TONE = {
  plain: 'text-gray-900 dark:text-white',
  warn: 'text-amber-700 dark:text-amber-300',
} as const;

/** The tile's counts, big numbers over their labels; grey placeholders while they load. */
function TileFigures({ figures }: { figures: readonly TileFigure[] | null }) {
  if (!figures) return <span aria-hidden="true" className="mt-auto h-12 w-2/3 animate-pulse rounded-lg bg-gray-100 dark:bg-slate-800" />;
  return (
    <span className="mt-auto flex flex-wrap gap-x-6 gap-y-2 border-t border-gray-100 pt-4 dark:border-slate-800">
      {figures.map((figure) => (
        <span key={figure.label} className="flex flex-col" data-figure={figure.label}>
          <span className={`text-2xl font-semibold tabular-nums ${FIGURE_TONE[figure.warn && figure.value > 0 ? 'warn' : 'plain']}`}>
            {figure.value.toLocaleString('en-US')}
          </span>
          <span className="text-xs font-medium text-gray-600 dark:text-slate-300">{figure.label}</span>
        </span>
      ))}
    </span>
  );
}
