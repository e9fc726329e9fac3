import { defineRoute } from './endpoint';

/** The system endpoints' routes (their schemas: system.endpoints.ts). */
export const systemRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and database check',
    tag: 'system',
    access: 'public',
    status: 200,
  }),
  publicConfig: defineRoute({
    method: 'GET',
    path: '/api/config',
    summary: 'Settings the screens need before sign-in',
    tag: 'system',
    access: 'public',
    status: 200,
  }),
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
