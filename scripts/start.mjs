// `npm start`: builds the web app and the API bundle only when their sources changed since the last build
// (`npm run build` leaves the mark it checks), then runs the server in this process (so Ctrl-C and SIGTERM reach it).
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { buildIsCurrent } from './sources-stamp.mjs';

const root = new URL('..', import.meta.url).pathname;

if (buildIsCurrent()) {
  console.warn('start: sources unchanged since the last build, skipping it');
} else {
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
await import(join(root, 'apps/api/dist/main.js'));
