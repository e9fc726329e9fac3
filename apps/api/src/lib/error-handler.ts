import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, codeForStatus, errorBody } from './errors';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

function describeValidation(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const first = error.validation[0];
  if (!first) return 'The request is not valid.';
  const where = [error.validationContext, first.instancePath.replace(/^\//, '').replaceAll('/', '.')]
    .filter(Boolean)
    .join('.');
  return where ? `${where}: ${first.message}` : (first.message ?? 'The request is not valid.');
}

/** One error format for every failure: { error: { code, message } }, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(errorBody(error.code, error.message));
    }
    if (error.validation) {
      return reply.status(400).send(errorBody('BAD_REQUEST', describeValidation(error)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(codeForStatus(status), error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody('INTERNAL', INTERNAL_MESSAGE));
  });
}
