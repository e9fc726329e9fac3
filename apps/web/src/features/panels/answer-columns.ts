/**
 * The answer grid's columns for a panel of this many avatars: rows filled evenly (4 answers sit 2 by 2, never
 * 3 and 1); one column on a phone, two on paper.
 */
export function answerColumns(count: number): string {
  if (count <= 1) return 'grid-cols-1';
  if (count === 3) return 'grid-cols-1 lg:grid-cols-3 print:grid-cols-2';
  if (count % 2 === 0 && count < 6) return 'grid-cols-1 md:grid-cols-2 print:grid-cols-2';
  return 'grid-cols-1 md:grid-cols-2 xl:grid-cols-3 print:grid-cols-2';
}
