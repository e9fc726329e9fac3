import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import { API_PREFIX } from '../../packages/shared/src/api/endpoint';
import { fontPreload } from './build/font-preload';
import { precompress } from './build/precompress';
import { routePreload } from './build/route-preload';
import { PATHS } from './src/lib/paths';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

// React Router 7's package exports name its development build under every condition (its issue 12437, meant
// to be temporary), so a production bundle would carry its development warnings. A build takes the production
// files the package ships beside them; `vite` (the dev server) and the tests keep the development ones.
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = (file: string) => join(reactRouterDir, 'dist', 'production', file);

export default defineConfig(({ command }) => ({
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ],
        }
      : undefined,
  plugins: [
    react(),
    tailwindcss(),
    // The commonest first screens, and those opened by their own address from a link (an avatar, a chat thread, a
    // panel; the router, src/app/router.tsx, loads each lazily): their chunks are asked for alongside index.js when
    // signed in. Not the login screen's: measured (Lighthouse), preloading them made its first paint earlier but
    // its blocking time longer, for a lower score. /panels/new is listed so that /panels/:id does not claim it.
    routePreload({
      routes: {
        [PATHS.home]: 'src/app/routes/AvatarLibraryRoute.tsx',
        [PATHS.create]: 'src/features/create/CreatePage.tsx',
        [PATHS.orders]: 'src/features/orders/OrdersPage.tsx',
        [PATHS.avatarDetail]: 'src/features/avatars/AvatarDetailPage.tsx',
        [PATHS.chatAvatar]: 'src/features/chat/AvatarChatPage.tsx',
        [PATHS.chatThread]: 'src/features/chat/AvatarChatPage.tsx',
        [PATHS.newPanel]: 'src/app/routes/NewPanelRoute.tsx',
        [PATHS.panel]: 'src/features/panels/PanelPage.tsx',
      },
      signedIn: ['src/lib/session/sign-in-sequence.ts'],
    }),
    // Inter (src/fonts.css): the one font file every screen's text uses.
    fontPreload(['inter-latin-wght-normal']),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server speaks HTTP/1.1: a first screen's 30-odd chunks, most under 1 KB, queued on the browser's six
    // connections to the origin, a round trip each (Lighthouse's slow 4G: 150 ms), and the library's first portrait
    // waited behind them. The entry's static imports are one chunk, and common chunks under 40 KB of source are
    // copied into each screen's chunk that uses them, so a first screen is the entry, the sign-in sequence and its
    // own chunk (docs/decisions.md). Rolldown requires preserveEntrySignatures: false for the copies.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: { codeSplitting: { groups: [{ name: 'web', tags: ['$initial'] }], experimentalInlineCommonChunks: { maxSize: 40_000 } } },
    },
  },
  server: {
    port: 5173,
    proxy: { [API_PREFIX]: { target: apiTarget, changeOrigin: true } },
  },
}));
