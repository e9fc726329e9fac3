import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { referenceRoutes } from './reference.route-table';

/** The API reference itself (served by lib/openapi.ts, not a feature). Their routes: reference.route-table.ts. */
export const referenceEndpoints = {
  openApiDocument: defineEndpoint({
    ...referenceRoutes.openApiDocument,
    response: z.record(z.string(), z.unknown()),
  }),
};
