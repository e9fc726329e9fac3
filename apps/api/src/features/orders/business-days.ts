/** Adds business days (Monday to Friday, in UTC), skipping weekends: Friday + 2 → Tuesday. */
export function addBusinessDays(start: Date, days: number): Date {
  const date = new Date(start);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return date;
}
