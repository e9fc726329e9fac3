// Loaded into the built portal by bench:persona's memory section (NODE_OPTIONS=--import): on SIGWINCH the process
// collects its garbage in full, then appends process.memoryUsage() (bytes, JSON) to BENCH_GC_PROBE_FILE, one line
// each time. What survives a full collection is what the process holds on to: the number a leak shows in. SIGWINCH
// because a server has no terminal to resize, and SIGUSR2 is one of the signals close-with-grace shuts down on.
import { appendFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const file = process.env.BENCH_GC_PROBE_FILE;
if (file) {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  process.on('SIGWINCH', () => {
    gc();
    appendFileSync(file, `${JSON.stringify(process.memoryUsage())}\n`);
  });
}
