// Building blocks for the per-module route files (src/modules/<module>/routes.tsx): every page is a
// lazy chunk, and a screen that is not built yet shows the shared placeholder.
import type { RouteObject } from 'react-router-dom';

/** A route whose screen another issue builds; swap it for the real lazy page when it exists. */
export const placeholder = (path: string): RouteObject => ({
  path,
  lazy: () => import('./placeholder-page').then((m) => ({ Component: m.PlaceholderPage })),
});

/** A module's landing page listing its tools (driven by src/lib/modules.ts). */
export const moduleIndex = (path: string): RouteObject => ({
  path,
  lazy: () => import('./module-index-page').then((m) => ({ Component: m.ModuleIndexPage })),
});
