/**
 * fast-check arbitraries for the API fuzz suite (api-fuzz.test.ts): requests built from and around a catalogue
 * endpoint's schemas. Values are valid-looking (shaped by the JSON Schema of the zod schema, ids that exist),
 * or hostile (wrong types, huge strings, NUL and broken Unicode, deep nesting, missing and extra fields), and
 * bodies travel as JSON, as raw broken text, or under the wrong content type.
 */
import type { EndpointDefinition } from '@persona/shared';
import fc from 'fast-check';
import { z } from 'zod';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

/** The JSON Schema of what a zod schema accepts (its input side), as the API reference shows it. */
export const jsonSchemaOf = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Values that exist in the fuzzed app (account, user, company, campaign, order, avatar ids, a stored key…). */
export interface KnownValues {
  ids: string[];
  /** The values that fit a field or parameter of this name (accountId, companyId, key…), for clean requests. */
  byField: Record<string, string[]>;
  emails: string[];
  fileKeys: string[];
  /** Query strings of addresses the API signed (expires and signature), for the signed routes. */
  signedQueries: Record<string, string>[];
}

// ---- hostile values ---------------------------------------------------------------------------------------

const HOSTILE_CONSTANTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uFEFF',
  '\u202Eevil',
  '😀',
  'Ωmega ñandú',
  '../..',
  'a/b',
  'a b',
  '%00',
  '%E0%A4%A',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  'null',
  '0',
  '-1',
  '1e309',
  'NaN',
  '__proto__',
  'constructor',
  '\r\n',
  'a'.repeat(101),
  'a'.repeat(321),
  'a'.repeat(1025),
];

/** Strings no schema expects: control characters, broken Unicode, path tricks, and huge ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_CONSTANTS) },
  // NUL is what PostgreSQL refuses in text: often, anywhere in a plausible value.
  { weight: 3, arbitrary: fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 24 }) },
  // Huge: past every column and index limit (PostgreSQL's btree row limit is 2704 bytes), under the body limit.
  { weight: 1, arbitrary: fc.integer({ min: 2_000, max: 40_000 }).map((n) => 'ä'.repeat(n)) },
);

/** Nested arrays or objects, deeper than any body the API takes and than the depth limit. */
export const deepValue: fc.Arbitrary<unknown> = fc.tuple(fc.integer({ min: 8, max: 120 }), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
  return value;
});

/** Anything but what the schema wants. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 31) - 1, 0.5, -0) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: deepValue },
);

/** A field name: the schema's own, a near miss, or prototype tricks. */
const extraKey = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'isAdmin', 'a\u0000'));

// ---- values shaped by a schema ----------------------------------------------------------------------------

/** Fresh addresses of the shape the portal accepts (a sign-up needs one nobody has). */
const plainEmail = fc.stringMatching(/^[a-z][a-z0-9.]{2,12}@example\.(com|org)$/);

function stringFor(schema: JsonSchema, known: KnownValues, mode: Mode = 'fuzzy', field?: string): fc.Arbitrary<string> {
  const base = plainStringFor(schema, known, mode, field);
  return mode === 'sharp' ? fc.oneof({ weight: 2, arbitrary: base }, { weight: 1, arbitrary: hostileString }) : base;
}

function plainStringFor(schema: JsonSchema, known: KnownValues, mode: Mode, field?: string): fc.Arbitrary<string> {
  const options: fc.Arbitrary<string>[] = [];
  const fitting = field ? known.byField[field] : undefined;
  if (mode !== 'fuzzy' && fitting?.length) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fitting) }, { weight: 1, arbitrary: plainStringFor(schema, known, mode) });
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    if (pattern.test('ann@example.com')) {
      options.push(fc.constantFrom(...known.emails), plainEmail);
      if (mode === 'fuzzy') options.push(fc.emailAddress(), fc.stringMatching(pattern, { size: 'small' }));
    } else options.push(fc.stringMatching(pattern, { size: 'small' }));
  } else {
    const min = schema.minLength ?? 0;
    const max = Math.max(min, Math.min(schema.maxLength ?? 40, 40));
    options.push(fc.string({ unit: 'grapheme', minLength: min, maxLength: max }), fc.constantFrom(...known.ids));
  }
  if (schema.maxLength !== undefined) options.push(fc.constantFrom('x'.repeat(schema.maxLength), ...(mode === 'fuzzy' ? ['x'.repeat(schema.maxLength + 1)] : [])));
  return fc.oneof(...options);
}

function objectFor(schema: JsonSchema, known: KnownValues, depth: number, mode: Mode): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const model = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, valueFor(property, known, mode, depth + 1, key)]));
  const additional = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
  const recordKeys = schema.propertyNames?.enum?.map(String);
  const recordEntries = additional
    ? fc.dictionary(recordKeys ? fc.constantFrom(...recordKeys) : extraKey, valueFor(additional, known, mode, depth + 1), { maxKeys: 4 })
    : fc.constant({});
  const fuzzy = mode === 'fuzzy';
  return fc
    .tuple(
      fc.record(model, { requiredKeys: fuzzy ? required : Object.keys(properties) }),
      recordEntries,
      // Now and then a required field goes missing, or fields nobody asked for come along.
      fuzzy ? fc.option(fc.constantFrom(...(required.length > 0 ? required : ['-'])), { freq: 6 }) : fc.constant(null),
      fuzzy ? fc.option(fc.dictionary(extraKey, hostileValue, { maxKeys: 3 }), { freq: 5 }) : fc.constant(null),
    )
    .map(([fields, entries, missing, extra]) => {
      const value: Record<string, unknown> = { ...extra, ...entries, ...fields };
      if (missing) delete value[missing];
      return value;
    });
}

function shaped(schema: JsonSchema, known: KnownValues, mode: Mode, depth: number, field?: string): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((alternative) => valueFor(alternative, known, mode, depth, field)));
  if (schema.allOf?.[0]) return shaped(schema.allOf[0], known, mode, depth, field);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema, known, mode, field);
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1_000_000, -2_000_000), max: Math.min(schema.maximum ?? 1_000_000, 2_000_000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e12, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? valueFor(schema.items, known, mode, depth + 1) : hostileValue, { maxLength: 4 });
    case 'object':
      return objectFor(schema, known, depth, mode);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * clean: shaped by the schema all the way down (every field, ids that exist), so it often passes validation
 * and reaches the handler and the database; sharp: the same, but any text may be hostile (NUL, broken
 * Unicode, huge), so bad text meets the handlers and the database; fuzzy: at any level, now and then a
 * hostile value of any type, a missing field or extra ones.
 */
export type Mode = 'clean' | 'sharp' | 'fuzzy';

function valueFor(schema: JsonSchema, known: KnownValues, mode: Mode, depth: number, field?: string): fc.Arbitrary<unknown> {
  if (depth > 6) return hostileValue;
  if (mode !== 'fuzzy') return shaped(schema, known, mode, depth, field);
  return fc.oneof({ weight: 3, arbitrary: shaped(schema, known, mode, depth, field) }, { weight: 1, arbitrary: hostileValue });
}

export const fuzzValue = (schema: JsonSchema, known: KnownValues, mode: Mode): fc.Arbitrary<unknown> => valueFor(schema, known, mode, 0);

// ---- the parts of a request -------------------------------------------------------------------------------

/** Percent-encodes like a client; a lone surrogate (no UTF-8 exists for it) goes as its CESU-8 bytes, which are not UTF-8. */
const encodeSegment = (value: string): string =>
  value.split(/\p{Surrogate}/u).map(encodeURIComponent).join('%ED%A0%80');

/** Path segments a client may send raw (not percent-encoded again): broken encodings, dots, encoded slashes. */
const RAW_SEGMENTS = ['', '%', '%E0%A4%A', '%C3%28', '%00', '%2F', '%2e%2e', '..', '.', 'a%20b', '%FF', '%uD800', '~', '%25'];

/** One path parameter: an id that exists, a value shaped by its schema, a hostile one, or a raw broken segment. */
function paramSegment(schema: JsonSchema | undefined, known: KnownValues, mode: Mode, name = ''): fc.Arbitrary<string> {
  const fitting = fc.constantFrom(...(known.byField[name] ?? known.ids)).map(encodeSegment);
  if (mode === 'clean') return fitting;
  if (mode === 'sharp') return fc.oneof({ weight: 3, arbitrary: fitting }, { weight: 2, arbitrary: hostileString.filter((s) => s.length < 3000).map(encodeSegment) }, { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) });
  const encoded = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known.ids, ...known.emails) },
    { weight: 2, arbitrary: schema ? stringFor(schema, known) : fc.string({ maxLength: 20 }) },
    { weight: 4, arbitrary: hostileString.filter((s) => s.length < 3000) },
  );
  return fc.oneof(
    { weight: 9, arbitrary: encoded.map(encodeSegment) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 1, arbitrary: fc.integer({ min: 90, max: 600 }).map((n) => 'a'.repeat(n)) },
  );
}

/** The endpoint's path with every `:param` (and a trailing `*`) filled in. */
export function pathFor(endpoint: EndpointDefinition, known: KnownValues, mode: Mode): fc.Arbitrary<string> {
  const params = endpoint.params ? jsonSchemaOf(endpoint.params).properties ?? {} : {};
  const names = [...endpoint.path.matchAll(/:([A-Za-z]\w*)/g)].map((m) => m[1]!);
  const wildcard = !endpoint.path.endsWith('*')
    ? fc.constant('')
    : mode !== 'fuzzy'
      ? fc.constantFrom(...known.fileKeys).map((key) => key.split('/').map(encodeSegment).join('/'))
      : fc.oneof(
        fc.constantFrom(...known.fileKeys).map((key) => key.split('/').map(encodeSegment).join('/')),
          fc.array(paramSegment(undefined, known, mode), { minLength: 1, maxLength: 4 }).map((segments) => segments.join('/')),
          fc.constantFrom('a/', 'a//b', '../x', 'a/../../b', '%2e%2e/x', 'a b/c'),
        );
  return fc.tuple(fc.tuple(...names.map((name) => paramSegment(params[name], known, mode, name))), wildcard).map(([values, rest]) => {
    let index = 0;
    return endpoint.path.replace(/:([A-Za-z]\w*)/g, () => values[index++] ?? '').replace(/\*$/, rest);
  });
}

const RAW_QUERIES = ['?', '?%', '?a=%E0%A4%A', '?key', '?&&=&', '?key=1&key=2', '?expires=1&expires=2&signature=a&signature=b', '?__proto__[x]=1', '?a=%00'];

/** The query string: the schema's fields (shaped or hostile, as text), a signed pair that works, extras, or raw breakage. */
export function queryFor(endpoint: EndpointDefinition, known: KnownValues, mode: Mode): fc.Arbitrary<string> {
  const schema = endpoint.query ? jsonSchemaOf(endpoint.query) : { type: 'object', properties: {} };
  const fields = objectFor(schema, known, 1, mode).map((value) => {
    const search = new URLSearchParams();
    for (const [name, item] of Object.entries(value)) search.append(name, typeof item === 'string' ? item : JSON.stringify(item) ?? '');
    return search;
  });
  const signed = known.signedQueries.length > 0 ? fc.constantFrom(...known.signedQueries).map((q) => new URLSearchParams(q)) : fields;
  const built = fc.oneof({ weight: 3, arbitrary: fields }, { weight: endpoint.query ? 2 : 0, arbitrary: signed }).map((search) => {
    const text = search.toString();
    return text ? `?${text}` : '';
  });
  if (mode !== 'fuzzy') return endpoint.query ? built : fc.constant('');
  return fc.oneof({ weight: endpoint.query ? 8 : 1, arbitrary: built }, { weight: endpoint.query ? 1 : 6, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) });
}

export interface Payload {
  contentType?: string;
  body?: Buffer;
}

const encode = (text: string) => Buffer.from(text, 'utf8');
/** `{"a":"` + the bytes C3 28 (not UTF-8) + `"}`. */
const INVALID_UTF8_JSON = Buffer.concat([encode('{"a":"'), Buffer.from([0xc3, 0x28, 0xff]), encode('"}')]);
const RAW_JSON = [
  '',
  '{',
  '{"a":',
  'nul',
  '[]',
  'null',
  '"text"',
  '1',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '\u0000',
  '\uFEFF{}',
];
const deepText = fc.tuple(fc.integer({ min: 30, max: 20_000 }), fc.boolean(), fc.boolean()).map(([depth, arrays, closed]) => {
  const [open, close] = arrays ? ['[', ']'] : ['{"a":', '}'];
  return open.repeat(depth) + '1' + (closed ? close.repeat(depth) : '');
});

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'application/merge-patch+json',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  ';;;',
];

// ---- multipart --------------------------------------------------------------------------------------------

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const PDF = encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

const part = fc.record({
  name: fc.oneof({ weight: 5, arbitrary: fc.constant('file') }, { weight: 1, arbitrary: fc.constantFrom('other', '', 'files', '__proto__', 'fi\u0000le') }),
  filename: fc.option(
    fc.oneof(fc.constantFrom('brief.pdf', 'portrait.jpg', 'notes.txt', '../../etc/passwd', 'a b (2).png', '😀.jpg', `${'a'.repeat(300)}.pdf`, 'x"y.pdf'), hostileString.filter((s) => s.length < 500)),
    { freq: 5 },
  ),
  contentType: fc.constantFrom('application/pdf', 'image/jpeg', 'text/plain', 'application/octet-stream', ''),
  content: fc.oneof(fc.constantFrom(JPEG, PDF, Buffer.alloc(0)), fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes))),
});

/** A multipart form: the file anywhere among other fields, a missing or wrong boundary, a body cut short. */
export const multipartPayload: fc.Arbitrary<Payload> = fc
  .record({
    boundary: fc.constantFrom('b0undary', 'x', '----WebKitFormBoundary7MA4YWxkTrZu0gW'),
    header: fc.constantFrom('boundary', 'none', 'other', 'quoted'),
    parts: fc.array(part, { maxLength: 3 }),
    closed: fc.boolean(),
    cut: fc.option(fc.nat(), { freq: 4 }),
  })
  .map(({ boundary, header, parts, closed, cut }) => {
    const chunks: Buffer[] = [];
    for (const p of parts) {
      const disposition = `form-data; name="${p.name}"${p.filename === null ? '' : `; filename="${p.filename}"`}`;
      const type = p.contentType ? `\r\nContent-Type: ${p.contentType}` : '';
      chunks.push(encode(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), p.filename === null ? encode('value') : p.content, encode('\r\n'));
    }
    if (closed) chunks.push(encode(`--${boundary}--\r\n`));
    let body = Buffer.concat(chunks);
    if (cut !== null && body.length > 0) body = body.subarray(0, cut % body.length);
    const contentType = {
      boundary: `multipart/form-data; boundary=${boundary}`,
      none: 'multipart/form-data',
      other: 'multipart/form-data; boundary=not-the-one',
      quoted: `multipart/form-data; boundary="${boundary}"`,
    }[header];
    return { contentType, body };
  });

/** A text file: taken by order uploads and chat attachments alike. */
const TEXT_FILE: [string, Uint8Array] = ['notes (v2).txt', encode('Notes about the campaign: café, 150 €.\n')];

/** One file in the field "file", as the web app sends it. */
const cleanUpload: fc.Arbitrary<Payload> = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom('brief.pdf', 'portrait.jpg', 'Ωmega brief (v2).pdf'), fc.constantFrom(JPEG, PDF)) },
  { weight: 1, arbitrary: fc.constant(TEXT_FILE) },
).map(([name, content]) => {
  const boundary = '----portal-fuzz';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat([encode(head), content, encode(`\r\n--${boundary}--\r\n`)]) };
});

/** The body of a request to this endpoint: its JSON (shaped or hostile), broken JSON text, the wrong content type, or none. */
export function payloadFor(endpoint: EndpointDefinition, known: KnownValues, mode: Mode): fc.Arbitrary<Payload> {
  const schema = endpoint.body ? jsonSchemaOf(endpoint.body) : { type: 'object', properties: {} };
  const value = endpoint.body ? fuzzValue(schema, known, mode) : fc.oneof(fc.constant({}), hostileValue);
  const json = value.map((v): Payload => ({ contentType: 'application/json', body: encode(JSON.stringify(v) ?? 'null') }));
  if (mode === 'clean') {
    if (endpoint.upload) return cleanUpload;
    return endpoint.body ? json : fc.constant<Payload>({});
  }
  const raw = fc.oneof(fc.constantFrom(...RAW_JSON).map(encode), fc.constant(INVALID_UTF8_JSON), deepText.map(encode)).map((body): Payload => ({ contentType: 'application/json', body }));
  if (mode === 'sharp') {
    if (endpoint.upload) return multipartPayload;
    return endpoint.body ? fc.oneof({ weight: 4, arbitrary: json }, { weight: 1, arbitrary: raw }) : fc.oneof({ weight: 4, arbitrary: fc.constant<Payload>({}) }, { weight: 1, arbitrary: raw });
  }
  const retyped = fc.tuple(value, fc.constantFrom(...CONTENT_TYPES)).map(([v, contentType]): Payload => ({ contentType, body: encode(JSON.stringify(v) ?? '') }));
  const untyped = value.map((v): Payload => ({ body: encode(JSON.stringify(v) ?? '') }));
  const none = fc.constant<Payload>({});
  if (endpoint.upload) return fc.oneof({ weight: 6, arbitrary: multipartPayload }, { weight: 1, arbitrary: json }, { weight: 1, arbitrary: retyped }, { weight: 1, arbitrary: none });
  const sendsBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  return fc.oneof(
    { weight: endpoint.body ? 10 : 1, arbitrary: json },
    { weight: 2, arbitrary: raw },
    { weight: 2, arbitrary: retyped },
    { weight: 1, arbitrary: untyped },
    { weight: 1, arbitrary: multipartPayload },
    { weight: sendsBody && endpoint.body ? 1 : 12, arbitrary: none },
  );
}

/** Headers beside the caller's token: a request id, an Origin, and an Authorization that is not a session. */
export const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.record<Record<string, string>>(
  {
    'x-request-id': fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 300 }),
    origin: fc.constantFrom('http://portal.test', 'https://evil.example', 'null'),
    authorization: fc.oneof(
      fc.string({ unit: 'grapheme-ascii', maxLength: 80 }).map((token) => `Bearer ${token}`),
      fc.constantFrom('Bearer', 'Bearer ', 'Basic YTpi', 'bearer x y', `Bearer ${'a'.repeat(5000)}`),
    ),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/*'),
  },
  { requiredKeys: [] },
);
