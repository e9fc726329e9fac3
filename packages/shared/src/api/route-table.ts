import { accountsRoutes } from './accounts.route-table';
import type { accountsEndpoints } from './accounts.endpoints';
import { adminRoutes } from './admin.route-table';
import type { adminEndpoints } from './admin.endpoints';
import { authRoutes } from './auth.route-table';
import type { authEndpoints } from './auth.endpoints';
import { avatarsRoutes } from './avatars.route-table';
import type { avatarsEndpoints } from './avatars.endpoints';
import { chatRoutes } from './chat.route-table';
import type { chatEndpoints } from './chat.endpoints';
import { companiesRoutes } from './companies.route-table';
import type { companiesEndpoints } from './companies.endpoints';
import { deliveryRoutes } from './delivery.route-table';
import type { deliveryEndpoints } from './delivery.endpoints';
import type { EndpointDefinition, Route } from './endpoint';
import { ordersRoutes } from './orders.route-table';
import type { ordersEndpoints } from './orders.endpoints';
import { panelsRoutes } from './panels.route-table';
import type { panelsEndpoints } from './panels.endpoints';
import { productsRoutes } from './products.route-table';
import type { productsEndpoints } from './products.endpoints';
import { systemRoutes } from './system.route-table';
import type { systemEndpoints } from './system.endpoints';

type RoutesOf<Endpoints> = { readonly [K in keyof Endpoints]: Endpoints[K] extends EndpointDefinition ? Route<Endpoints[K]> : never };

type Catalogue = typeof systemEndpoints &
  typeof authEndpoints &
  typeof accountsEndpoints &
  typeof adminEndpoints &
  typeof companiesEndpoints &
  typeof ordersEndpoints &
  typeof avatarsEndpoints &
  typeof deliveryEndpoints &
  typeof chatEndpoints &
  typeof panelsEndpoints &
  typeof productsEndpoints;

/**
 * Every catalogue endpoint's route without its schemas (method, path, access, status, errors, reference texts),
 * typed as the endpoint (what it takes and answers). Importing it loads no zod: the web app calls the API by these
 * entries (`callApi(routes.x, …)`), so a screen downloads a schema only when it checks a form or a stream with it.
 * The endpoints (catalogue.ts) spread these entries and add their schemas, so each is still declared once.
 */
export const routes: RoutesOf<Catalogue> = {
  ...systemRoutes,
  ...authRoutes,
  ...accountsRoutes,
  ...adminRoutes,
  ...companiesRoutes,
  ...ordersRoutes,
  ...avatarsRoutes,
  ...deliveryRoutes,
  ...chatRoutes,
  ...panelsRoutes,
  ...productsRoutes,
};
