import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allEndpoints, operationIdOf } from '@persona/shared';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..', '..');
const catalogueFolder = join(src, '..', '..', '..', 'packages', 'shared', 'src', 'api');
const featuresFolder = join(src, 'features');

/** Operation ids by catalogue group: the entries of each `<group>.route-table.ts`. */
function catalogueGroups(): Map<string, string[]> {
  const files = readdirSync(catalogueFolder).filter((name) => name.endsWith('.route-table.ts'));
  return new Map(files.map((name) => [name.replace('.route-table.ts', ''), [...readFileSync(join(catalogueFolder, name), 'utf8').matchAll(/^ {2}(\w+): /gm)].map((m) => m[1]!)]));
}

/** The endpoints a folder's non-test code registers or relays (every `endpoints.x` it names). */
function endpointsNamedIn(folder: string, only?: string): string[] {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && (!only || name === only));
  return files.flatMap((name) => [...readFileSync(join(folder, name), 'utf8').matchAll(/\bendpoints\.(\w+)/g)].map((m) => m[1]!));
}

// The API reference and the metrics are served by the plumbing that builds them (lib/openapi.ts, lib/metrics), not by a feature.
const PLUMBING_GROUPS = { reference: endpointsNamedIn(join(src, 'lib'), 'openapi.ts'), metrics: endpointsNamedIn(join(src, 'lib', 'metrics')) };

describe('catalogue groups', () => {
  const groups = catalogueGroups();
  const features = readdirSync(featuresFolder, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

  it('hold every endpoint once', () => {
    const listed = [...groups.values()].flat();
    expect(listed.sort()).toEqual(allEndpoints.map(operationIdOf).sort());
  });

  it('are named after the feature that serves them', () => {
    for (const group of groups.keys()) expect([...features, ...Object.keys(PLUMBING_GROUPS)], `catalogue group ${group}`).toContain(group);
    for (const feature of features) {
      for (const id of routesRegisteredBy(feature)) expect(groupOf(id), `${id} is served by features/${feature}`).toBe(feature);
    }
    for (const [group, ids] of Object.entries(PLUMBING_GROUPS)) for (const id of ids) expect(groupOf(id)).toBe(group);
  });

  function groupOf(id: string): string | undefined {
    return [...groups].find(([, ids]) => ids.includes(id))?.[0];
  }

  function routesRegisteredBy(feature: string): Set<string> {
    const folder = join(featuresFolder, feature);
    const routesFiles = readdirSync(folder).filter((name) => name.endsWith('.routes.ts'));
    return new Set(routesFiles.flatMap((name) => endpointsNamedIn(folder, name)));
  }
});
