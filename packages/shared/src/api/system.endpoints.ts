import { z } from 'zod';
import { healthResponseSchema } from '../schemas/health';
import { publicConfigSchema } from '../schemas/invitations';
import { defineEndpoint } from './endpoint';

export const systemEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and database check',
    tag: 'system',
    access: 'public',
    status: 200,
    response: healthResponseSchema,
    errors: ['UNAVAILABLE'],
  }),
  publicConfig: defineEndpoint({
    method: 'GET',
    path: '/api/config',
    summary: 'Settings the screens need before sign-in',
    tag: 'system',
    access: 'public',
    status: 200,
    response: publicConfigSchema,
  }),
  openApiDocument: defineEndpoint({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This API reference as an OpenAPI document',
    tag: 'system',
    access: 'public',
    status: 200,
    response: z.record(z.string(), z.unknown()),
    hidden: true,
  }),
};
