import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The apps/api folder, found by walking up from this module: the same from src/ (tsx) and dist/ (bundle). */
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'drizzle.config.ts'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('apps/api folder not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

export const API_ROOT = findApiRoot();
export const MIGRATIONS_DIR = join(API_ROOT, 'drizzle');
export const DEFAULT_WEB_DIST = join(API_ROOT, '..', 'web', 'dist');
