/** Rows drawn in a grid's first frame until one has been measured (three rows of a wide grid fill a laptop's screen). */
const DEFAULT_ROWS = 3;
/** At most this many rows in a first frame, however tall the screen. */
const MAX_ROWS = 4;

let measuredRows: number | null = null;

/**
 * How many rows of cards the screen shows from the grid's top: the rows that start above the bottom of the
 * viewport (a grid scrolled past its top counts from the viewport's top).
 */
export function rowsShown({ gridTop, rowHeight, viewportHeight }: { gridTop: number; rowHeight: number; viewportHeight: number }): number | null {
  if (!(rowHeight > 0) || !(viewportHeight > 0)) return null;
  const below = viewportHeight - Math.max(0, gridTop);
  return Math.min(MAX_ROWS, Math.max(1, Math.ceil(below / rowHeight)));
}

/** The rows a grid's first frame draws: as the last grid drawn measured them, or DEFAULT_ROWS before any. */
export const rowsOnScreen = (): number => measuredRows ?? DEFAULT_ROWS;

/**
 * Measures a painted grid (its first card's height plus the row gap, and where it starts on the screen) for the
 * next grid's first frame: a new set of filters then draws what the screen shows and no more before its first
 * paint. Called after a paint, when reading the layout costs nothing.
 */
export function measureRows(grid: HTMLElement): void {
  const first = grid.firstElementChild;
  if (!first) return;
  const gap = Number.parseFloat(getComputedStyle(grid).rowGap) || 0;
  const rows = rowsShown({ gridTop: grid.getBoundingClientRect().top, rowHeight: first.getBoundingClientRect().height + gap, viewportHeight: window.innerHeight });
  if (rows !== null) measuredRows = rows;
}
