import { useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';

type Anchor = { top: number; left: number };
type Target = PointerEvent<HTMLElement> | FocusEvent<HTMLElement>;

/**
 * The label of a collapsed sidebar entry as a tooltip beside it, on hover and on keyboard focus; Escape hides it.
 * Fixed to the viewport, since the sidebar's scrolling list would clip anything drawn past its edge. Only for the
 * eyes: the entry's accessible name is its label already (a screen-reader-only span).
 */
export function useSidebarTooltip(label: string, enabled: boolean) {
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  const show = ({ currentTarget }: Target) => {
    const { top, height, right } = currentTarget.getBoundingClientRect();
    setAnchor({ top: top + height / 2, left: right + 8 });
  };
  const hide = () => setAnchor(null);
  const handlers = {
    onPointerEnter: show,
    onPointerLeave: hide,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (event.currentTarget.matches(':focus-visible')) show(event);
    },
    onBlur: hide,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    },
  };
  const tooltip: ReactNode =
    enabled && anchor ? (
      <span
        aria-hidden="true"
        data-testid="sidebar-tooltip"
        style={anchor}
        className="pointer-events-none fixed z-50 -translate-y-1/2 rounded-md bg-gray-900 px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
      >
        {label}
      </span>
    ) : null;
  return enabled ? { handlers, tooltip } : { handlers: {}, tooltip: null };
}
