import { API_PREFIX, endpoints } from '@persona/shared';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { route, type RouteConfig } from './http/route';

type Transform = typeof jsonSchemaTransform;

/**
 * The zod schemas of a route as JSON Schema (jsonSchemaTransform), and a success answer that is no JSON as what it
 * is: a stream's text/event-stream, each event one of its events schema's members; a page's or a file's media type.
 */
const transform: Transform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const endpoint = (input.route.config as Partial<RouteConfig> | undefined)?.endpoint;
  const responses = transformed.schema.response as Record<number, { description?: string }> | undefined;
  const mediaType = endpoint?.stream ? 'text/event-stream' : endpoint?.produces;
  const success = endpoint && mediaType && responses?.[endpoint.status];
  if (!endpoint || !responses || !success) return transformed;
  const { description, ...schema } = success;
  const answer = { description, content: { [mediaType]: { schema } } };
  return { ...transformed, schema: { ...transformed.schema, response: { ...responses, [endpoint.status]: answer } } };
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
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'A session token (sign-in answers it).' },
          metricsToken: { type: 'http', scheme: 'bearer', description: "The server's METRICS_TOKEN setting, not a session." },
        },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: true });
}

/** GET /api/openapi.json: the document itself. */
export const openApiRoutes: FastifyPluginAsync = async (api) => {
  route(api, endpoints.openApiDocument, { handler: async () => ({ ...api.swagger() }) });
};
