// One autocannon run in its own process (so the load generator does not share the servers' thread):
// `node bench/load.mjs '<autocannon options as JSON>'` prints {ok, seconds, rps, p50, p99, non2xx, errors, timeouts}.
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2] ?? '{}');
const result = await autocannon({ ...options });
const ok = result['2xx'];
process.stdout.write(
  JSON.stringify({
    ok,
    seconds: result.duration,
    rps: ok / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }),
);
