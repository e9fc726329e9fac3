import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

/**
 * A build plugin that adds tags to the built index.html from what the build made (`bundle`), with addresses under
 * the configured `base`: the one frame of the preload plugins (route-preload.ts, font-preload.ts).
 */
export function indexHtmlTags(name: string, tags: (bundle: Rolldown.OutputBundle, base: string) => HtmlTagDescriptor[]): Plugin {
  let base = '/';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => (bundle ? tags(bundle, base) : undefined),
    },
  };
}
