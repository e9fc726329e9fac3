import { accountDataEndpoints } from './account-data.endpoints';
import { accountsEndpoints } from './accounts.endpoints';
import { activityEndpoints } from './activity.endpoints';
import { adminEndpoints } from './admin.endpoints';
import { authEndpoints } from './auth.endpoints';
import { avatarsEndpoints } from './avatars.endpoints';
import { chatEndpoints } from './chat.endpoints';
import { companiesEndpoints } from './companies.endpoints';
import { creditsEndpoints } from './credits.endpoints';
import { deliveryEndpoints } from './delivery.endpoints';
import type { EndpointDefinition } from './endpoint';
import { fidelityEndpoints } from './fidelity.endpoints';
import { filesEndpoints } from './files.endpoints';
import { healthEndpoints } from './health.endpoints';
import { invitationsEndpoints } from './invitations.endpoints';
import { membersEndpoints } from './members.endpoints';
import { metricsEndpoints } from './metrics.endpoints';
import { ordersEndpoints } from './orders.endpoints';
import { panelsEndpoints } from './panels.endpoints';
import { paymentsEndpoints } from './payments.endpoints';
import { publicConfigEndpoints } from './public-config.endpoints';
import { referenceEndpoints } from './reference.endpoints';

/**
 * The endpoint catalogue: every /api endpoint, once, by its operation id. The API registers, guards and
 * documents its routes from these entries; the web client, the API tests and the e2e set-up call them by it.
 */
export const endpoints = {
  ...healthEndpoints,
  ...publicConfigEndpoints,
  ...referenceEndpoints,
  ...metricsEndpoints,
  ...authEndpoints,
  ...accountsEndpoints,
  ...invitationsEndpoints,
  ...membersEndpoints,
  ...adminEndpoints,
  ...creditsEndpoints,
  ...companiesEndpoints,
  ...ordersEndpoints,
  ...filesEndpoints,
  ...avatarsEndpoints,
  ...deliveryEndpoints,
  ...chatEndpoints,
  ...panelsEndpoints,
  ...fidelityEndpoints,
  ...paymentsEndpoints,
  ...activityEndpoints,
  ...accountDataEndpoints,
};


const operationIds = new Map<object, string>(Object.entries(endpoints).map(([id, endpoint]) => [endpoint, id]));

/** The catalogue key of an endpoint: its operationId in the API reference. */
export function operationIdOf(endpoint: object): string {
  const id = operationIds.get(endpoint);
  if (!id) throw new Error('This endpoint is not in the catalogue (packages/shared/src/api).');
  return id;
}

/** Every endpoint, for code that walks the whole catalogue (the route-listing and reference tests). */
export const allEndpoints: readonly EndpointDefinition[] = Object.values(endpoints);
