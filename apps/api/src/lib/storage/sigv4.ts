import { createHash, createHmac } from 'node:crypto';

/** AWS Signature Version 4 for S3-compatible endpoints: signed headers for calls, signed queries for downloads. */
export interface S3Credentials {
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const encodePath = (path: string) => path.split('/').map(encode).join('/');

function stamp(now: Date) {
  const amzDate = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  return { amzDate, day: amzDate.slice(0, 8) };
}

function signature(creds: S3Credentials, day: string, stringToSign: string) {
  const key = hmac(hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, day), creds.region), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(stringToSign).digest('hex');
}

function canonical(method: string, url: URL, headers: Record<string, string>, payloadHash: string) {
  const names = Object.keys(headers).map((h) => h.toLowerCase()).sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v.trim()]));
  const query = [...url.searchParams].map(([k, v]) => `${encode(k)}=${encode(v)}`).sort().join('&');
  const request = [method, encodePath(url.pathname), query, names.map((n) => `${n}:${lower[n]}\n`).join(''), names.join(';'), payloadHash].join('\n');
  return { request, signedHeaders: names.join(';') };
}

/** Headers (Authorization, x-amz-date, x-amz-content-sha256) for one request. */
export function signHeaders(creds: S3Credentials, method: string, url: URL, body: Uint8Array | undefined, now = new Date()) {
  const { amzDate, day } = stamp(now);
  const payloadHash = sha256(body ?? '');
  const headers = { host: url.host, 'x-amz-date': amzDate, 'x-amz-content-sha256': payloadHash };
  const { request, signedHeaders } = canonical(method, url, headers, payloadHash);
  const scope = `${day}/${creds.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(request)].join('\n');
  return {
    'x-amz-date': amzDate,
    'x-amz-content-sha256': payloadHash,
    authorization: `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature(creds, day, toSign)}`,
  };
}

/** A GET address that works without credentials for `expiresSeconds`. */
export function presignGet(creds: S3Credentials, url: URL, expiresSeconds: number, now = new Date()): string {
  const { amzDate, day } = stamp(now);
  const scope = `${day}/${creds.region}/s3/aws4_request`;
  const signed = new URL(url);
  signed.searchParams.set('X-Amz-Algorithm', 'AWS4-HMAC-SHA256');
  signed.searchParams.set('X-Amz-Credential', `${creds.accessKeyId}/${scope}`);
  signed.searchParams.set('X-Amz-Date', amzDate);
  signed.searchParams.set('X-Amz-Expires', String(expiresSeconds));
  signed.searchParams.set('X-Amz-SignedHeaders', 'host');
  const { request } = canonical('GET', signed, { host: signed.host }, 'UNSIGNED-PAYLOAD');
  signed.searchParams.set('X-Amz-Signature', signature(creds, day, ['AWS4-HMAC-SHA256', amzDate, scope, sha256(request)].join('\n')));
  return signed.toString();
}
