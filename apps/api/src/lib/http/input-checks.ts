import type { FastifyInstance } from 'fastify';
import { AppError, errorBody } from '../errors';

/**
 * The deepest JSON body any route takes. The deepest catalogue body (a delivery) nests three levels; the
 * limit is far above that and far below what re-serialising a body (the identity relay) or walking it can take.
 */
export const MAX_JSON_DEPTH = 32;

export const INVALID_TEXT_MESSAGE = 'The request contains a character that is not allowed (a NUL character or a broken Unicode character).';
export const INVALID_UTF8_MESSAGE = 'The request body is not valid UTF-8 text.';
export const TOO_DEEP_MESSAGE = `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`;
export const EMPTY_PARAM_MESSAGE = 'A part of the address is empty.';

// A UTF-16 half without its other half: no UTF-8 encoding exists for it (the u flag matches only unpaired ones).
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Text PostgreSQL cannot store (a NUL character) or that is not valid Unicode (a lone surrogate). */
export const isInvalidText = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Where a parsed value holds invalid text, as a dotted path from `at` (a key counts as its object's), or null. */
export function findInvalidText(value: unknown, at: string, depth = 0): string | null {
  if (typeof value === 'string') return isInvalidText(value) ? at : null;
  // Bodies are depth-checked before parsing; params and query are flat. Deeper than that is invalid anyway.
  // Raw bytes (a signed webhook's body) are their route's own business.
  if (typeof value !== 'object' || value === null || value instanceof Uint8Array) return null;
  if (depth > MAX_JSON_DEPTH) return at;
  for (const [key, item] of Object.entries(value)) {
    if (isInvalidText(key)) return at;
    const found = findInvalidText(item, `${at}.${key}`, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** True when the JSON text opens more than `max` arrays or objects inside each other (strings are skipped). */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Bad input is refused at the edge, for every route (the identity relay included), before any handler or
 * database sees it, with 400 in the one error format:
 * - JSON bodies: invalid UTF-8 and nesting deeper than MAX_JSON_DEPTH (Fastify's parser, with its prototype
 *   poisoning protection, does the rest);
 * - params, query and body: NUL characters (PostgreSQL refuses them in text: 22021/22P05) and lone surrogates;
 * - path parameters that are empty (`/api/blueprints//page`): no catalogue path has an optional part, and code
 *   that builds an address back from one (endpointPath) refuses an empty value.
 * Runs after the access guard (onRequest), so an anonymous caller still gets 401, never a validation error.
 * Registered on the root instance before the routes, so every scope inherits it.
 */
export function registerInputChecks(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      done(new AppError('BAD_REQUEST', INVALID_UTF8_MESSAGE), undefined);
      return;
    }
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(new AppError('BAD_REQUEST', TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  // A callback hook (no promise on every request): a refusal is sent from here, and done is then not called.
  app.addHook('preValidation', (request, reply, done) => {
    const empty = Object.entries((request.params ?? {}) as Record<string, unknown>).find(([, value]) => value === '');
    if (empty) return void reply.status(400).send(errorBody('BAD_REQUEST', EMPTY_PARAM_MESSAGE, `params.${empty[0]}`));
    const field =
      findInvalidText(request.params, 'params') ?? findInvalidText(request.query, 'querystring') ?? findInvalidText(request.body, 'body');
    if (field !== null) return void reply.status(400).send(errorBody('BAD_REQUEST', INVALID_TEXT_MESSAGE, field));
    done();
  });
}
