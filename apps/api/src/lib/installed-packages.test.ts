import { describe, expect, it } from 'vitest';
import { missingPackages, runtimeDependencies } from './installed-packages';

const failing = (code: string) => () => {
  throw Object.assign(new Error(code), { code });
};

describe('missingPackages', () => {
  it('names only the packages that are not found', () => {
    const resolve = (specifier: string) => {
      if (specifier === 'gone') failing('ERR_MODULE_NOT_FOUND')();
      if (specifier === 'subpaths-only') failing('ERR_PACKAGE_PATH_NOT_EXPORTED')();
      return `file:///node_modules/${specifier}/index.js`;
    };
    expect(missingPackages(['fastify', 'gone', 'subpaths-only'], resolve)).toEqual(['gone']);
  });

  it('reads the API package’s runtime dependencies', () => {
    const names = runtimeDependencies();
    expect(names).toEqual(expect.arrayContaining(['fastify', 'sharp', 'yazl', 'undici']));
    expect(names.some((name) => name.startsWith('@types/'))).toBe(false);
  });
});
