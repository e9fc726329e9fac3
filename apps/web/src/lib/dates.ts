/** Spec section 9: dates in US long format with a short weekday and a long month ("Mon, January 5, 2026"). */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'short', year: 'numeric', month: 'long', day: 'numeric' });

export const formatLongDate = (value: number | string | Date): string => LONG_DATE.format(new Date(value));
