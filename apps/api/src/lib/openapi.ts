import { API_PREFIX, endpoints } from '@persona/shared';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { route, type RouteConfig } from './http/route';

type Transform = typeof jsonSchemaTransform;

/**
 * The zod schemas of a route as JSON Schema (jsonSchemaTransform), and a stream's success answer as what it is:
 * text/event-stream, each event one of its events schema's members.
 */
const transform: Transform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const endpoint = (input.route.config as Partial<RouteConfig> | undefined)?.endpoint;
  const responses = transformed.schema.response as Record<number, { description?: string }> | undefined;
  const events = endpoint?.stream && responses?.[endpoint.status];
  if (!endpoint || !responses || !events) return transformed;
  const { description, ...schema } = events;
  const stream = { description, content: { 'text/event-stream': { schema } } };
  return { ...transformed, schema: { ...transformed.schema, response: { ...responses, [endpoint.status]: stream } } };
};

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
    transform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: true });
}

/** GET /api/openapi.json: the document itself. */
export const openApiRoutes: FastifyPluginAsync = async (api) => {
  route(api, endpoints.openApiDocument, { handler: async () => ({ ...api.swagger() }) });
};
