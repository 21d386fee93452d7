import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPageChunks } from './vite.first-page-chunks.ts';
import { routePreloadPlugin } from './vite.route-preload.ts';
import { serviceWorkerPlugin } from './vite.service-worker.ts';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    serviceWorkerPlugin(),
    // The first pages of most visits: their route table, layouts and page load beside the entry.
    routePreloadPlugin({
      '/agora': [
        'src/modules/agora/routes.tsx',
        'src/app/data-layout.tsx',
        'src/app/app-layout.tsx',
        'src/modules/agora/marketplace/pages/marketplace-page.tsx',
      ],
      '/login': ['src/modules/account/pages/login-page.tsx'],
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    // No manualChunks: every page is a lazy route chunk, so heavy libraries (recharts, radix) land
    // in the chunks of the routes that use them. Grouping vendors by hand was measured to make
    // /login's JS larger (fewer, bigger files that /login only partly needs).
    // The entry is React + router + supabase-js (~540 kB raw, ~150 kB gzip); warn above that.
    chunkSizeWarningLimit: 600,
    // The es2022 browsers this build targets preload modules natively (Safari from 17); without the
    // polyfill an older one still loads every chunk, only without the early hint.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // /agora's first render in two lazy chunks (the shell with the shared code the page needs,
        // Agora's route table and marketplace) instead of ~50 small ones. The pages outside the
        // shell (sign-in, sign-up…) keep their chunks as they were, so /login does not grow.
        codeSplitting: firstPageChunks(fileURLToPath(new URL('.', import.meta.url)), {
          keep: [
            'src/main.tsx',
            ...['login', 'signup', 'sign-in-link', 'forgot-password', 'reset-password'].map(
              (page) => `src/modules/account/pages/${page}-page.tsx`,
            ),
          ],
          groups: [
            { name: 'shell', modules: ['src/app/data-layout.tsx', 'src/app/app-layout.tsx'] },
            {
              name: 'agora',
              modules: [
                'src/modules/agora/routes.tsx',
                'src/modules/agora/marketplace/pages/marketplace-page.tsx',
              ],
              owns: { folder: 'src/modules/agora', rest: 'shell' },
            },
          ],
        }),
      },
    },
  },
  preview: { host: '127.0.0.1' },
  server: { host: '127.0.0.1' },
});
