/** Whether an address the API answered is one of the portal's own (a path), which the router can open. */
export const isAppPath = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');
