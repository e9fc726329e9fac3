// Fails when feature folders import each other in a circle (apps/api and apps/web), printing each circle with
// the file behind every step. eslint's import/no-cycle follows files: two features whose index files import
// each other are a circle it cannot see when no file leads back to itself.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SIDES = ['apps/api/src/features', 'apps/web/src/features'];
/** Relative specifiers of `import … from`, `export … from`, `import '…'` and `import('…')`. */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]*)['"]/g;

const sourceFiles = (folder) =>
  readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs|js)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

const isTest = (file) => /\.test\.tsx?$/.test(file);

/** The feature → feature graph of one side: for every edge, a file that makes it (code before tests). */
export function featureGraph(featuresDir) {
  const features = readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  const graph = new Map(features.map((feature) => [feature, new Map()]));
  for (const feature of features) {
    for (const file of sourceFiles(join(featuresDir, feature))) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
        const target = relative(featuresDir, resolve(dirname(file), specifier)).split(sep)[0];
        if (target === feature || !graph.has(target)) continue;
        const known = graph.get(feature).get(target);
        if (!known || (isTest(known) && !isTest(file))) graph.get(feature).set(target, relative(ROOT, file));
      }
    }
  }
  return graph;
}

/**
 * Each group of features that reach one another (Tarjan's strongly connected components), with one circle
 * through it to print.
 */
export function circlesOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const circles = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    for (const next of graph.get(node).keys()) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1) circles.push({ group, circle: pathBack(graph, node, new Set(group)) });
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
}

/** The shortest way from `start` back to itself inside its group (breadth first). */
function pathBack(graph, start, group) {
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node).keys()) {
      if (!group.has(next) || cameFrom.has(next)) continue;
      cameFrom.set(next, node);
      if (next === start) {
        const path = [start];
        for (let at = cameFrom.get(start); at !== start; at = cameFrom.get(at)) path.unshift(at);
        return [start, ...path];
      }
      queue.push(next);
    }
  }
  return [start];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let found = 0;
  for (const side of SIDES) {
    const graph = featureGraph(join(ROOT, side));
    for (const { group, circle } of circlesOf(graph)) {
      found += 1;
      console.error(`${side}: features import each other in a circle: ${circle.join(' → ')}`);
      if (group.length > circle.length - 1) console.error(`  (the knot also holds ${group.filter((f) => !circle.includes(f)).join(', ')})`);
      for (let i = 0; i < circle.length - 1; i += 1) console.error(`  ${circle[i]} → ${circle[i + 1]}: ${graph.get(circle[i]).get(circle[i + 1])}`);
    }
  }
  if (found > 0) {
    console.error('What two features share moves down (lib/ or a lower feature), or one of them owns it.');
    process.exit(1);
  }
}
