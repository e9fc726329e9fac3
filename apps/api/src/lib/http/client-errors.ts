import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { codeForStatus, errorBody } from '../errors';
import { API_CACHE_CONTROL, DATA_CSP } from '../security';

/**
 * The longest path parameter the router accepts (Fastify's default is 100): the longest a catalogue schema
 * allows, an email (320). A longer one is refused before routing (414 below); a shorter one that breaks its
 * schema gets the usual 400 with its field.
 */
export const MAX_PARAM_LENGTH = 320;

/** Node's own limit on the request line and headers together (its default, stated so it is a decision). */
export const MAX_HEADER_BYTES = 16 * 1024;

const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid: a part of it is not correctly percent-encoded.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: `A part of the address is longer than ${MAX_PARAM_LENGTH} characters.` },
};

/** Headers an answer written outside the routes still carries (what the security hooks give every other JSON one). */
const EDGE_HEADERS = {
  'cache-control': API_CACHE_CONTROL,
  'content-security-policy': DATA_CSP,
  'x-content-type-options': 'nosniff',
};

/**
 * What Fastify answers before routing (a broken percent-encoding, an over-long path parameter), in the one
 * error format instead of Fastify's own body.
 */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
  const known = FRAMEWORK_ERRORS[error.code];
  const status = known?.status ?? (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400);
  void reply
    .status(status)
    .headers({ ...EDGE_HEADERS, 'x-request-id': request.id })
    .send(errorBody(codeForStatus(status), known?.message ?? 'The request could not be read.'));
};

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: `The request headers are larger than ${MAX_HEADER_BYTES / 1024} KiB.` },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
};

/**
 * What Node answers before Fastify sees a request (headers too large, a malformed request, a timeout): the
 * status Node would send, with the one error format as its body, then the connection is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection, or one already gone: nobody is left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, message: 'The request is not valid HTTP.' };
  const body = JSON.stringify(errorBody(codeForStatus(status), message));
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    ...Object.entries(EDGE_HEADERS).map(([name, value]) => `${name}: ${value}`),
    'connection: close',
  ];
  if (socket.writable) socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  else socket.destroy();
}
