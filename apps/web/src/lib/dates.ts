// Spec section 9: dates in US long format with a short weekday and a long month ("Mon, January 5, 2026"), in the
// viewer's time zone. Written out here rather than by Intl.DateTimeFormat: the first formatter a page makes costs
// about 30 ms of ICU set-up on a phone's CPU, inside the first screen's script, and the text is fixed English anyway.
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function dateOf(value: number | string | Date): Date {
  const date = new Date(value);
  // As Intl's format does: an invalid date is a caller's error, not a line of "NaN".
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return date;
}

const longDate = (date: Date) => `${WEEKDAYS[date.getDay()]}, ${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;

export const formatLongDate = (value: number | string | Date): string => longDate(dateOf(value));

/** The long date with the time of day ("Mon, January 5, 2026 at 2:05 PM"), for what may happen more than once a day. */
export function formatLongDateTime(value: number | string | Date): string {
  const date = dateOf(value);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${longDate(date)} at ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
