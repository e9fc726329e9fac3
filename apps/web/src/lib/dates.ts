/** Spec section 9: dates in US long format with a short weekday and a long month ("Mon, January 5, 2026"). */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'short', year: 'numeric', month: 'long', day: 'numeric' });

export const formatLongDate = (value: number | string | Date): string => LONG_DATE.format(new Date(value));

const LONG_DATE_TIME = new Intl.DateTimeFormat('en-US', { weekday: 'short', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The long date with the time of day ("Mon, January 5, 2026 at 2:05 PM"), for what may happen more than once a day. */
export const formatLongDateTime = (value: number | string | Date): string => LONG_DATE_TIME.format(new Date(value));
