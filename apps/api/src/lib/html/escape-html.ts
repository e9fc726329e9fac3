/** Text made safe to place in HTML content or a quoted attribute. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
