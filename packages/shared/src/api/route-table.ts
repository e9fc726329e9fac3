import { accountDataRoutes } from './account-data.route-table';
import { accountsRoutes } from './accounts.route-table';
import { activityRoutes } from './activity.route-table';
import { adminRoutes } from './admin.route-table';
import { authRoutes } from './auth.route-table';
import { avatarsRoutes } from './avatars.route-table';
import type { endpoints } from './catalogue';
import { chatRoutes } from './chat.route-table';
import { companiesRoutes } from './companies.route-table';
import { creditsRoutes } from './credits.route-table';
import { deliveryRoutes } from './delivery.route-table';
import type { EndpointDefinition, Route } from './endpoint';
import { fidelityRoutes } from './fidelity.route-table';
import { filesRoutes } from './files.route-table';
import { healthRoutes } from './health.route-table';
import { invitationsRoutes } from './invitations.route-table';
import { membersRoutes } from './members.route-table';
import { metricsRoutes } from './metrics.route-table';
import { ordersRoutes } from './orders.route-table';
import { panelsRoutes } from './panels.route-table';
import { paymentsRoutes } from './payments.route-table';
import { publicConfigRoutes } from './public-config.route-table';
import { referenceRoutes } from './reference.route-table';

type RoutesOf<Endpoints> = { readonly [K in keyof Endpoints]: Endpoints[K] extends EndpointDefinition ? Route<Endpoints[K]> : never };

/**
 * Every catalogue endpoint's route without its schemas (method, path, access, status, errors, reference texts),
 * typed as the endpoint (what it takes and answers). Importing it loads no zod: the web app calls the API by these
 * entries (`callApi(routes.x, …)`), so a screen downloads a schema only when it checks a form or a stream with it.
 * The endpoints (catalogue.ts) spread these entries and add their schemas, so each is still declared once.
 */
export const routes: RoutesOf<typeof endpoints> = {
  ...healthRoutes,
  ...publicConfigRoutes,
  ...referenceRoutes,
  ...metricsRoutes,
  ...authRoutes,
  ...accountsRoutes,
  ...invitationsRoutes,
  ...membersRoutes,
  ...adminRoutes,
  ...creditsRoutes,
  ...companiesRoutes,
  ...ordersRoutes,
  ...filesRoutes,
  ...avatarsRoutes,
  ...deliveryRoutes,
  ...chatRoutes,
  ...panelsRoutes,
  ...fidelityRoutes,
  ...paymentsRoutes,
  ...activityRoutes,
  ...accountDataRoutes,
};
