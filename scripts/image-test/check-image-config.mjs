// The image test's check of a built image's configuration (buildah inspect's .Docker.Config, as JSON in argv[2]):
// what the Containerfile promises a deploy. Exits 1 naming every promise broken.
const config = JSON.parse(process.argv[2] ?? '{}');
const env = Object.fromEntries((config.Env ?? []).map((entry) => entry.split(/=(.*)/s, 2)));

const promises = [
  ['runs as the non-root user portal', config.User === 'portal'],
  ['starts the built server, not npm start', JSON.stringify(config.Cmd) === JSON.stringify(['node', 'apps/api/dist/main.js'])],
  ['keeps DATA_DIR=/data as a volume', env.DATA_DIR === '/data' && '/data' in (config.Volumes ?? {})],
  ['listens on PORT (3000 unless set) and exposes it', env.PORT === '3000' && '3000/tcp' in (config.ExposedPorts ?? {})],
  ['runs in production mode', env.NODE_ENV === 'production'],
  ['has a HEALTHCHECK on /api/health', config.Healthcheck?.Test?.[0] === 'CMD' && config.Healthcheck.Test.join(' ').includes('/api/health')],
];
for (const [promise, kept] of promises) process.stdout.write(`image config: ${kept ? 'ok' : 'BROKEN'}: ${promise}\n`);
if (promises.some(([, kept]) => !kept)) process.exit(1);
