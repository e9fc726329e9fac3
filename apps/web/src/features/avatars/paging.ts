/** How many cards the library draws at first, and adds each time the user reaches the end. */
export const PAGE_SIZE = 48;

/** The next number of cards to draw: one page more, never more than there are. */
export const nextCount = (shown: number, total: number, page = PAGE_SIZE): number => Math.min(total, Math.max(shown, 0) + page);

/** What is drawn of a list of total cards when `shown` are wanted. */
export const drawnCount = (shown: number, total: number): number => Math.min(shown, total);
