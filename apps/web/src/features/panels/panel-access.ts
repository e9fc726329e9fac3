import { routes } from '@persona/shared';

/** The panel screens show to whoever may save a panel (a membership CHAT_MEMBERSHIPS lists, or a site admin): the API's own rule, read by mayCall. */
export const PANELS_ROUTE = routes.createPanel;
