import { createServer } from 'node:http';
import { outageOf, type Outage } from './outage';
import { createSignatureCheck, type S3Credentials } from './s3-signatures';

/** down() refuses connections until up(); the objects stored before are kept. */
export interface FakeS3 extends Outage {
  endpoint: string;
  credentials: S3Credentials;
  /** The next `times` requests answer `status` (then normal service resumes). */
  failNext(status: number, times?: number): void;
  /** The next `times` requests get no answer at all (their connections stay open until stop()). */
  stallNext(times?: number): void;
  clearFailures(): void;
  /** The stored objects' paths, `/{bucket}/{key}`. */
  keys(): string[];
  requests: number;
  stop(): Promise<void>;
}

/**
 * An S3-compatible endpoint on loopback: path-style PUT/GET/DELETE in memory, SigV4 signatures checked
 * (headers or presigned query, s3-signatures.ts), and failures on demand for the retry tests.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const credentials = { region: 'us-east-1', accessKeyId: 'test-key', secretAccessKey: 'test-secret' };
  const objects = new Map<string, { data: Buffer; contentType: string }>();
  const failures: (number | 'stall')[] = [];
  let endpoint = '';

  const signedCorrectly = createSignatureCheck(credentials);

  const server = createServer(async (req, res) => {
    fake.requests++;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', endpoint);
    const failure = failures.shift();
    if (failure === 'stall') return;
    if (failure) return res.writeHead(failure).end();
    if (!(await signedCorrectly(req.method ?? 'GET', url, body, req.headers))) return res.writeHead(403).end('SignatureDoesNotMatch');
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
    stallNext: (times = 1) => failures.push(...Array<'stall'>(times).fill('stall')),
    clearFailures: () => failures.splice(0),
    keys: () => [...objects.keys()],
    stop: outage.down,
  };
  return fake;
}
