import { ERROR_STATUS, errorBodySchema, type EndpointDefinition, type ErrorCode } from '@persona/shared';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';

/** Error responses for the API reference, one per status, described by the codes behind it. */
function errorResponses(codes: readonly ErrorCode[]): Record<number, z.ZodType> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  return Object.fromEntries([...byStatus].map(([status, group]) => [status, errorBodySchema.describe(`Error: ${group.join(', ')}`)]));
}

/** How a stream's answer reads, for the API reference (its media type is set by lib/openapi.ts). */
export const STREAM_DESCRIPTION = 'Server-Sent Events: each event is `event: <its type>` then `data: <the event as JSON>`, one of these';

/**
 * The Fastify schema of a route: validation, serialisation and its whole API reference entry, from the endpoint and
 * the error codes it may answer (endpointErrors).
 */
export function routeSchema(endpoint: EndpointDefinition, operationId: string, errors: readonly ErrorCode[]): FastifySchema & Record<string, unknown> {
  const success =
    endpoint.response ??
    endpoint.events?.describe(STREAM_DESCRIPTION) ??
    (endpoint.produces ? z.string().describe(endpoint.produces) : z.null().describe('No content'));
  return {
    operationId,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    security: endpoint.configToken ? [{ [endpoint.configToken]: [] }] : endpoint.access === 'public' ? [] : [{ bearer: [] }],
    ...(endpoint.hidden ? { hide: true } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.upload ? { consumes: ['multipart/form-data'] } : {}),
    response: {
      [endpoint.status]: success,
      ...errorResponses(errors),
    },
  };
}
