import { authRoutes } from './auth.route-table';
import type { authEndpoints } from './auth.endpoints';
import type { EndpointDefinition, Route } from './endpoint';
import { systemRoutes } from './system.route-table';
import type { systemEndpoints } from './system.endpoints';

type RoutesOf<Endpoints> = { readonly [K in keyof Endpoints]: Endpoints[K] extends EndpointDefinition ? Route<Endpoints[K]> : never };

/**
 * The route table of the endpoints the signed-out screens call (sign-in, registration, password reset, the public
 * settings): each catalogue endpoint's route without its schemas, typed as the endpoint (what it takes and
 * answers). Importing it loads no zod: the web client calls an entry with `callRoute` exactly as `callApi` calls
 * the endpoint. The endpoints themselves (catalogue.ts) spread these entries, so each is still declared once.
 */
export const routes: RoutesOf<typeof systemEndpoints & typeof authEndpoints> = { ...systemRoutes, ...authRoutes };
