import { accountsRoutes } from './accounts.route-table';
import { adminRoutes } from './admin.route-table';
import { authRoutes } from './auth.route-table';
import { avatarsRoutes } from './avatars.route-table';
import { chatRoutes } from './chat.route-table';
import { companiesRoutes } from './companies.route-table';
import { deliveryRoutes } from './delivery.route-table';
import type { endpoints } from './catalogue';
import type { EndpointDefinition, Route } from './endpoint';
import { ordersRoutes } from './orders.route-table';
import { panelsRoutes } from './panels.route-table';
import { productsRoutes } from './products.route-table';
import { systemRoutes } from './system.route-table';

type RoutesOf<Endpoints> = { readonly [K in keyof Endpoints]: Endpoints[K] extends EndpointDefinition ? Route<Endpoints[K]> : never };

/**
 * Every catalogue endpoint's route without its schemas (method, path, access, status, errors, reference texts),
 * typed as the endpoint (what it takes and answers). Importing it loads no zod: the web app calls the API by these
 * entries (`callApi(routes.x, …)`), so a screen downloads a schema only when it checks a form or a stream with it.
 * The endpoints (catalogue.ts) spread these entries and add their schemas, so each is still declared once.
 */
export const routes: RoutesOf<typeof endpoints> = {
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
