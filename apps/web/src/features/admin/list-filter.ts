/** The filter text as it is compared: trimmed and lowercased ('' matches everything). */
export const normalizeFilter = (text: string) => text.trim().toLowerCase();

/** Whether any of the fields contains the (normalized) filter text. */
export function matchesFilter(filter: string, fields: readonly string[]): boolean {
  return filter === '' || fields.some((field) => field.toLowerCase().includes(filter));
}
