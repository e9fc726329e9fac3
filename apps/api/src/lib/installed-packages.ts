import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_ROOT } from './paths';

/** The API's runtime packages (apps/api/package.json's dependencies): what an install must hold for it to run. */
export function runtimeDependencies(): string[] {
  const pkg = JSON.parse(readFileSync(join(API_ROOT, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return Object.keys(pkg.dependencies ?? {});
}

/**
 * The packages that do not resolve from the server. Many load only at first use (a driver's SDK, sharp with the
 * first image, argon2 with the first password), so an install that lacks one would otherwise start and then fail
 * that first use; resolving (no loading) costs a fraction of a millisecond each. A package found whose main entry
 * is not exported still counts as installed: only "not found" is missing.
 */
export function missingPackages(names: readonly string[], resolve: (specifier: string) => string): string[] {
  return names.filter((name) => {
    try {
      resolve(name);
      return false;
    } catch (err) {
      return (err as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND';
    }
  });
}
