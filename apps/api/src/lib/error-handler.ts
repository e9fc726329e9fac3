import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, codeForStatus, errorBody } from './errors';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** The rule's message as the user reads it, and the failing field apart from it (for API clients). */
function describeValidation(error: FastifyError): { message: string; field?: string } {
  if (!hasZodFastifySchemaValidationErrors(error)) return { message: error.message };
  const first = error.validation[0];
  if (!first) return { message: 'The request is not valid.' };
  const field = [error.validationContext, first.instancePath.replace(/^\//, '').replaceAll('/', '.')]
    .filter(Boolean)
    .join('.');
  return { message: first.message ?? 'The request is not valid.', field: field || undefined };
}

/** One error format for every failure: { error: { code, message } }, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(errorBody(error.code, error.message));
    }
    if (error.validation) {
      const { message, field } = describeValidation(error);
      return reply.status(400).send(errorBody('BAD_REQUEST', message, field));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(codeForStatus(status), error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody('INTERNAL', INTERNAL_MESSAGE));
  });
}
