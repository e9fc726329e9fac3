import { defineRoute } from './endpoint';

/** The public-config endpoints' routes (their schemas: public-config.endpoints.ts). */
export const publicConfigRoutes = {
  publicConfig: defineRoute({
    method: 'GET',
    path: '/api/config',
    summary: 'Settings the screens need before sign-in',
    tag: 'system',
    access: 'public',
    status: 200,
  }),
};
