import { Link } from 'react-router';
import { Icon, type IconName } from './icons';

export interface TileItem {
  title: string;
  description: string;
  to: string;
  icon: IconName;
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
          </Link>
        </li>
      ))}
    </ul>
  );
}
