import type { MouseEvent } from 'react';
import type { ConsoleStop } from './console-sections';
import { DELIVERY_TEXTS } from './delivery-texts';

const FIELD = 'textarea, input:not([type=hidden]), select, button';

/** Brings a part of the form into view and puts the cursor in its first field (which also picks it for the preview). */
function goTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  // Not a hash navigation: the router would take it for leaving the page.
  event.preventDefault();
  target.scrollIntoView({ block: 'start' });
  target.querySelector<HTMLElement>(FIELD)?.focus({ preventScroll: true });
}

/** The delivery form's parts as one row of links, kept in view at the top while the form scrolls. */
export function SectionNav({ stops }: { stops: readonly ConsoleStop[] }) {
  return (
    <nav
      aria-label={DELIVERY_TEXTS.formSections}
      className="sticky top-0 z-10 -mx-1 overflow-x-auto bg-gray-50/95 px-1 py-2 backdrop-blur dark:bg-slate-950/95"
    >
      <ul className="flex gap-1.5 whitespace-nowrap">
        {stops.map((stop) => (
          <li key={stop.id}>
            <a
              href={`#${stop.id}`}
              onClick={(event) => goTo(event, stop.id)}
              className="inline-block rounded-full border border-gray-200 bg-white px-3 py-1 text-xs font-medium text-gray-700 hover:border-indigo-300 hover:text-indigo-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:border-indigo-500 dark:hover:text-indigo-300"
            >
              {stop.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
