import { defineRoute } from './endpoint';

/** The reference endpoints' routes (their schemas: reference.endpoints.ts). */
export const referenceRoutes = {
  openApiDocument: defineRoute({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This API reference as an OpenAPI document',
    tag: 'system',
    access: 'public',
    status: 200,
    hidden: true,
  }),
};
