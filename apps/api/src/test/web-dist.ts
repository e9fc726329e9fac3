import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A built web app of one page and one hashed script (WEB_DIST_DIR), so the pages' answers can be checked. */
export async function tinyWebDist(): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), 'portal-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<html><body>SPA</body></html>');
  await writeFile(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  return dist;
}
