// Building blocks for the per-module route files (src/modules/<module>/routes.tsx): every page is a
// lazy chunk, and a screen that is not built yet shows the shared placeholder with the name and
// description its route carries.
import { useMatches, type RouteObject } from 'react-router-dom';
import type { AppPath, ModuleInfo, PageInfo } from '@/lib/paths';

/** What a route carries in its `handle` for the shared pages. */
export interface RouteHandle {
  page?: PageInfo;
  module?: ModuleInfo;
}

/** A route whose screen another issue builds; swap it for the real lazy page when it exists. */
export const placeholder = (at: AppPath, page: PageInfo): RouteObject => ({
  path: at.pattern,
  handle: { page } satisfies RouteHandle,
  lazy: () => import('./placeholder-page').then((m) => ({ Component: m.PlaceholderPage })),
});

/** A module's landing page listing its tools. */
export const moduleIndex = (module: ModuleInfo): RouteObject => ({
  path: module.path,
  handle: { module, page: module } satisfies RouteHandle,
  lazy: () => import('./module-index-page').then((m) => ({ Component: m.ModuleIndexPage })),
});

/** The handle of the deepest matched route that carries `key`. */
export function useRouteHandle<K extends keyof RouteHandle>(key: K): RouteHandle[K] | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const value = (matches[i]!.handle as RouteHandle | undefined)?.[key];
    if (value) return value;
  }
  return undefined;
}
