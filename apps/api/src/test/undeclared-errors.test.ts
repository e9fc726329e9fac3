import { endpoints } from '@persona/shared';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../lib/error-handler';
import { AppError } from '../lib/errors';
import { route } from '../lib/http/route';
import { recordUndeclaredErrors, takeUndeclaredErrors } from './undeclared-errors';

/** A public route that answers with the given error code, recorded as the test app records every route. */
async function answering(code: 'NAME_TAKEN' | 'INTERNAL' | 'UNAVAILABLE') {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', recordUndeclaredErrors);
  registerErrorHandler(app);
  route(app, endpoints.publicConfig, {
    handler: async () => {
      throw new AppError(code, 'refused');
    },
  });
  return app.inject({ method: 'GET', url: endpoints.publicConfig.path.slice('/api'.length) });
}

describe('the record of undeclared errors', () => {
  it('records an error code the route does not declare, with the route and the request', async () => {
    const res = await answering('NAME_TAKEN');
    expect(res.statusCode).toBe(409);
    expect(takeUndeclaredErrors()).toEqual([{ operationId: 'publicConfig', code: 'NAME_TAKEN', status: 409, request: 'GET /config' }]);
    expect(takeUndeclaredErrors()).toEqual([]);
  });

  it('lets every route answer UNAVAILABLE and INTERNAL', async () => {
    expect((await answering('UNAVAILABLE')).statusCode).toBe(503);
    expect((await answering('INTERNAL')).statusCode).toBe(500);
    expect(takeUndeclaredErrors()).toEqual([]);
  });
});
