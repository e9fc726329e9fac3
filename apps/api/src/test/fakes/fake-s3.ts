import { createServer } from 'node:http';
import { presignGet, signHeaders, type S3Credentials } from '../../lib/storage/sigv4';
import { outageOf, type Outage } from './outage';

/** down() refuses connections until up(); the objects stored before are kept. */
export interface FakeS3 extends Outage {
  endpoint: string;
  credentials: S3Credentials;
  /** The next `times` requests answer `status` (then normal service resumes). */
  failNext(status: number, times?: number): void;
  clearFailures(): void;
  requests: number;
  stop(): Promise<void>;
}

/**
 * An S3-compatible endpoint on loopback: path-style PUT/GET/DELETE in memory, SigV4 signatures checked
 * (headers or presigned query), and failures on demand for the retry tests.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const credentials = { region: 'us-east-1', accessKeyId: 'test-key', secretAccessKey: 'test-secret' };
  const objects = new Map<string, { data: Buffer; contentType: string }>();
  const failures: number[] = [];
  let endpoint = '';

  const signedCorrectly = (method: string, url: URL, body: Buffer, headers: Record<string, string | string[] | undefined>) => {
    const date = url.searchParams.get('X-Amz-Date') ?? String(headers['x-amz-date'] ?? '');
    const when = new Date(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`);
    if (url.searchParams.has('X-Amz-Signature')) {
      const unsigned = new URL(url);
      for (const k of [...unsigned.searchParams.keys()]) if (k.startsWith('X-Amz-')) unsigned.searchParams.delete(k);
      return presignGet(credentials, unsigned, Number(url.searchParams.get('X-Amz-Expires')), when) === url.toString();
    }
    return signHeaders(credentials, method, url, method === 'PUT' ? body : undefined, when).authorization === headers.authorization;
  };

  const server = createServer(async (req, res) => {
    fake.requests++;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', endpoint);
    const failure = failures.shift();
    if (failure) return res.writeHead(failure).end();
    if (!signedCorrectly(req.method ?? 'GET', url, body, req.headers)) return res.writeHead(403).end('SignatureDoesNotMatch');
    const key = url.pathname;
    if (req.method === 'PUT') {
      objects.set(key, { data: body, contentType: String(req.headers['content-type'] ?? 'application/octet-stream') });
      return res.writeHead(200).end();
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      return res.writeHead(204).end();
    }
    const object = objects.get(key);
    if (!object) return res.writeHead(404).end('NoSuchKey');
    res.writeHead(200, { 'content-type': object.contentType }).end(object.data);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  endpoint = `http://127.0.0.1:${port}`;
  const outage = outageOf(server, port);
  const fake: FakeS3 = {
    get listening() {
      return outage.listening;
    },
    down: outage.down,
    up: outage.up,
    endpoint,
    credentials,
    requests: 0,
    failNext: (status, times = 1) => failures.push(...Array<number>(times).fill(status)),
    clearFailures: () => failures.splice(0),
    stop: outage.down,
  };
  return fake;
}
