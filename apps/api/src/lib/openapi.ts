import { API_PREFIX, endpoints } from '@persona/shared';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { route } from './http/route';

/** The OpenAPI 3 document, built from the catalogue endpoints the routes were declared with, and its reference page. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Persona Portal API',
        version: '0.1.0',
        description: 'Buyer-persona Blueprints and avatars. Every error answers { error: { code, message } }.',
        license: { name: 'Proprietary', url: 'https://example.com/license' },
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: true });
}

/** GET /api/openapi.json: the document itself. */
export const openApiRoutes: FastifyPluginAsync = async (api) => {
  route(api, endpoints.openApiDocument, { handler: async () => ({ ...api.swagger() }) });
};
