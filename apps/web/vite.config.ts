import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { API_PREFIX } from '../../packages/shared/src/api/endpoint';
import { precompress } from './build/precompress';
import { routePreload } from './build/route-preload';
import { PATHS } from './src/lib/paths';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The commonest first screens (the router, src/app/router.tsx, loads each lazily): their chunks are asked
    // for alongside index.js when signed in. Not the login screen's: measured (Lighthouse), preloading
    // them made its first paint earlier but its blocking time longer, for a lower score.
    routePreload({
      routes: {
        [PATHS.home]: 'src/app/routes/AvatarLibraryRoute.tsx',
        [PATHS.create]: 'src/features/create/CreatePage.tsx',
        [PATHS.orders]: 'src/features/orders/OrdersPage.tsx',
      },
      signedIn: ['src/lib/session/sign-in-sequence.ts'],
    }),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: { [API_PREFIX]: { target: apiTarget, changeOrigin: true } },
  },
});
