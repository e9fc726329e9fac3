import type { Plugin } from 'vite';
import { indexHtmlTags } from './index-html-tags';

/**
 * Adds to index.html a <link rel="preload"> of each built font file whose name starts with one of `names` (the
 * source file's name; the build adds a hash). Without it the browser finds the font only once the app has drawn
 * text, so its download came after the app's code instead of beside it, and the first text waited for it or was
 * drawn again in it. At low priority: it must not take bandwidth from the code, the first calls or the portraits
 * the first screen shows (measured: at its own high priority the library's first portrait came later).
 */
export function fontPreload(names: string[]): Plugin {
  return indexHtmlTags('persona:font-preload', (bundle, base) => {
    const files = Object.values(bundle)
      .filter((output) => output.type === 'asset' && output.fileName.endsWith('.woff2'))
      .map((output) => output.fileName)
      .filter((fileName) => names.some((name) => fileName.split('/').pop()!.startsWith(`${name}-`)));
    if (files.length !== names.length) throw new Error(`font-preload: built fonts ${files.join(', ') || '(none)'} do not match ${names.join(', ')}`);
    return files.map((fileName) => ({
      tag: 'link',
      attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', fetchpriority: 'low', href: `${base}${fileName}` },
      injectTo: 'head' as const,
    }));
  });
}
