import { createHash, createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { SignatureV4 } from '@smithy/signature-v4';
import type { S3Connection } from '../../lib/storage/s3-client';

export type S3Credentials = Pick<S3Connection, 'region' | 'accessKeyId' | 'secretAccessKey'>;

type SourceData = string | ArrayBuffer | ArrayBufferView;
const binary = (data: SourceData) =>
  typeof data === 'string' ? data : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);

/** SHA-256 (or its HMAC with a key) as the SDK's signer takes it. */
class Sha256 {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', binary(secret));
  }
  update(data: SourceData) {
    this.hash.update(binary(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

/** The query parameters a presigner adds itself (the rest of its X-Amz-* ones are hoisted headers). */
const PRESIGN_PARAMS = ['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires', 'X-Amz-SignedHeaders', 'X-Amz-Signature'];
const EMPTY_SHA256 = createHash('sha256').digest('hex');

const dateOf = (amzDate: string) =>
  new Date(`${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`);

/**
 * Checks a request the way S3 does, by signing it again with the SDK's signer (signed headers or a presigned
 * query), the payload hash against the body, and a presigned address's expiry.
 */
export function createSignatureCheck(credentials: S3Credentials) {
  const signer = new SignatureV4({ credentials, region: credentials.region, service: 's3', sha256: Sha256, uriEscapePath: false });
  const header = (headers: IncomingHttpHeaders, name: string) => [headers[name] ?? ''].flat().join(',');
  const pick = (headers: IncomingHttpHeaders, names: string) => Object.fromEntries(names.split(';').map((name) => [name, header(headers, name)]));
  const requestOf = (method: string, url: URL, headers: Record<string, string>, query: Record<string, string>) => ({
    method,
    protocol: url.protocol,
    hostname: url.hostname,
    port: Number(url.port),
    path: url.pathname,
    query,
    headers,
  });

  async function presignedCorrectly(url: URL, headers: IncomingHttpHeaders, now: number): Promise<boolean> {
    const params = url.searchParams;
    const when = dateOf(params.get('X-Amz-Date') ?? '');
    const expiresIn = Number(params.get('X-Amz-Expires'));
    if (!(when.getTime() + expiresIn * 1000 >= now)) return false;
    const hoisted: Record<string, string> = {};
    const query: Record<string, string> = {};
    for (const [name, value] of params) {
      if (PRESIGN_PARAMS.includes(name)) continue;
      if (name.startsWith('X-Amz-')) hoisted[name] = value;
      else query[name] = value;
    }
    const request = requestOf('GET', url, { ...pick(headers, params.get('X-Amz-SignedHeaders') ?? 'host'), ...hoisted }, query);
    const signed = await signer.presign(request, { signingDate: when, expiresIn });
    return signed.query?.['X-Amz-Signature'] === params.get('X-Amz-Signature');
  }

  async function headerSignedCorrectly(method: string, url: URL, body: Buffer, headers: IncomingHttpHeaders): Promise<boolean> {
    const authorization = header(headers, 'authorization');
    const signedHeaders = /SignedHeaders=([^,]+)/.exec(authorization)?.[1];
    const payloadHash = header(headers, 'x-amz-content-sha256');
    if (!signedHeaders || payloadHash !== (body.length ? createHash('sha256').update(body).digest('hex') : EMPTY_SHA256)) return false;
    const request = requestOf(method, url, pick(headers, signedHeaders), Object.fromEntries(url.searchParams));
    const signed = await signer.sign(request, { signingDate: dateOf(header(headers, 'x-amz-date')) });
    return signed.headers.authorization === authorization;
  }

  return (method: string, url: URL, body: Buffer, headers: IncomingHttpHeaders, now = Date.now()): Promise<boolean> =>
    url.searchParams.has('X-Amz-Signature') ? presignedCorrectly(url, headers, now) : headerSignedCorrectly(method, url, body, headers);
}
