import type { Plugin, Rolldown } from 'vite';
import { indexHtmlTags } from './index-html-tags';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export interface RoutePreloadOptions {
  /**
   * Protected routes and the source module of each screen, relative to the web app's root. A route is a path,
   * exact or with `:name` segments (each matches one segment); an exact one wins over a pattern (/panels/new over
   * /panels/:id).
   */
  routes: Record<string, string>;
  /** What a signed-in first visit loads before any screen shows (the sign-in sequence). */
  signedIn: string[];
}

/** A route as a regular expression's source matching the whole pathname: `:name` matches one segment. */
export const routePattern = (route: string) => `^${route.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`;

const isChunk = (output: OutputBundle[string] | undefined): output is OutputChunk => output?.type === 'chunk';

/** A chunk's file with every chunk it imports statically (the browser would ask for them next), as addresses. */
function closure(bundle: OutputBundle, root: string, base: string): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || !isChunk(chunk)) return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  visit(root);
  return [...seen].map((fileName) => `${base}${fileName}`);
}

/**
 * Route chunks load only once index.js has run and the router asked for them, and the signed-in screens then
 * wait for the sign-in sequence's chunk and the catalogue. This adds to index.html an inline script that, with a
 * stored token and a listed address, asks for those chunks with <link rel="modulepreload"> at once, in parallel
 * with index.js. The files are the ones the visit loads anyway; without a token (the login page) it does nothing.
 */
export function routePreload(options: RoutePreloadOptions): Plugin {
  return indexHtmlTags('persona:route-preload', (bundle, base) => {
    const chunkOf = (source: string) => {
      const suffix = `/${source.replace(/^\.?\//, '')}`;
      const found = Object.values(bundle).find((output) => isChunk(output) && output.facadeModuleId?.endsWith(suffix));
      if (!found) throw new Error(`route-preload: no chunk is built from ${source}`);
      return found.fileName;
    };
    // index.html asks for the entry and its imports itself.
    const entry = Object.values(bundle).find((output) => isChunk(output) && output.isEntry);
    const loaded = new Set(entry ? closure(bundle, entry.fileName, base) : []);
    const files = (sources: string[]) =>
      [...new Set(sources.flatMap((source) => closure(bundle, chunkOf(source), base)))].filter((file) => !loaded.has(file));
    const exactFirst = Object.entries(options.routes).sort(([a], [b]) => Number(a.includes(':')) - Number(b.includes(':')));
    const table = {
      routes: exactFirst.map(([route, source]) => [routePattern(route), files([source])]),
      signedIn: files(options.signedIn),
    };
    const script = [
      'try {',
      '  (function (table) {',
      '    var route = table.routes.filter(function (entry) {',
      '      return new RegExp(entry[0]).test(location.pathname);',
      '    })[0];',
      "    if (!route || !localStorage.getItem('authToken')) return;",
      '    table.signedIn.concat(route[1]).forEach(function (href) {',
      "      var link = document.createElement('link');",
      "      link.rel = 'modulepreload';",
      "      link.crossOrigin = '';",
      '      link.href = href;',
      '      document.head.appendChild(link);',
      '    });',
      `  })(${JSON.stringify(table)});`,
      '} catch (e) {}',
    ].join('\n');
    return [{ tag: 'script', children: script, injectTo: 'head' }];
  });
}
