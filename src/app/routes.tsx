import { Navigate, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { accountEntryRoutes } from '@/modules/account/entry-routes';
import { accountPaths } from '@/modules/account/paths';
import { RequireAuth, RequireAuthWithNotice } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// Every page is a lazy chunk, so the entry holds only the app frame; a module's code (and its
// libraries) load when one of its routes is visited. Each module lists its own routes in
// src/modules/<module>/routes.tsx; this file only puts them behind the right guard (spec-1 §2,
// spec-2 §2, §6). Routes that read data sit under DataLayout (React Query), itself lazy, so the
// sign-in and sign-up pages stay as light as possible.
//
// The route tables themselves load with their module too: the entry carries the account area's
// sign-in and sign-up routes and, per module, only the first URL segments it owns.
// On a navigation the tree does not match yet, react-router asks `patchModuleRoutes`, which loads
// the tables of the modules owning the path's first segment and patches each list into its guard's
// slot below (react-router's `patchRoutesOnNavigation`; the 404 splat never hides a module's route,
// since a splat match is asked about too). Guards, redirects and lazy pages are the modules' own.

const roleGuard = (name: 'RequireConsultant' | 'RequireAdmin' | 'RequireTier') => () =>
  import('./role-guards').then((m) => ({ Component: m[name] }));

/** Where a module's route lists go: the id of the route they sit under (the shell, or a guard). */
type RouteSlot = 'root' | 'public' | 'signed-in' | 'tier' | 'consultant' | 'admin';
const SLOTS: readonly RouteSlot[] = ['root', 'public', 'signed-in', 'tier', 'consultant', 'admin'];
type ModuleRoutes = Partial<Record<RouteSlot, RouteObject[]>>;

interface LazyModuleRoutes {
  /** The first URL segments of every path the module routes (lower case). */
  segments: readonly string[];
  load: () => Promise<ModuleRoutes>;
}

export const LAZY_MODULE_ROUTES: readonly LazyModuleRoutes[] = [
  {
    // Sign-in and sign-up are in the entry; the account area's other pages and the site pages load here.
    segments: [
      'sign-in-link',
      'forgot-password',
      'reset-password',
      'dashboard',
      'profile',
      'solutions',
      'subscription',
      'about',
      'contact',
      'admin',
    ],
    load: () =>
      import('@/modules/account/routes').then((m) => ({
        // Outside the shell, like /login.
        root: m.accountAuthRoutes,
        public: m.accountPublicRoutes,
        'signed-in': m.accountSignedInRoutes,
        admin: m.accountAdminRoutes,
      })),
  },
  {
    segments: ['agora'],
    load: () =>
      import('@/modules/agora/routes').then((m) => ({
        public: m.agoraPublicRoutes,
        'signed-in': m.agoraSignedInRoutes,
        consultant: m.agoraConsultantRoutes,
        admin: m.agoraAdminRoutes,
      })),
  },
  {
    segments: ['ancora', 'verify', 'admin'],
    load: () =>
      import('@/modules/ancora/routes').then((m) => ({
        public: m.ancoraPublicRoutes,
        tier: m.ancoraRoutes,
        admin: m.ancoraAdminRoutes,
      })),
  },
  {
    segments: ['animus'],
    load: () =>
      import('@/modules/animus/routes').then((m) => ({ public: m.animusPublicRoutes, tier: m.animusRoutes })),
  },
  {
    segments: ['arca'],
    load: () => import('@/modules/arca/routes').then((m) => ({ tier: m.arcaRoutes })),
  },
  {
    // Atlas runs under the facility owner's plan, not the visitor's: its layout decides per facility.
    segments: ['atlas'],
    load: () =>
      import('@/modules/atlas/routes').then((m) => ({
        public: m.atlasPublicRoutes,
        'signed-in': m.atlasRoutes,
      })),
  },
  {
    segments: ['clients'],
    load: () => import('@/modules/clients/routes').then((m) => ({ 'signed-in': m.clientsRoutes })),
  },
  {
    segments: ['feedback', 'admin'],
    load: () =>
      import('@/modules/feedback/routes').then((m) => ({
        public: m.feedbackPublicRoutes,
        admin: m.feedbackAdminRoutes,
      })),
  },
  {
    // Prometheus, like Atlas, runs under the facility owner's plan: its layout decides.
    segments: ['prometheus', 'prometheus2', 'prometheus3', 'prometheus4'],
    load: () =>
      import('@/modules/prometheus/routes').then((m) => ({ 'signed-in': m.prometheusSignedInRoutes })),
  },
];

type Patch = (routeId: string, children: RouteObject[]) => void;

/**
 * react-router's `patchRoutesOnNavigation`: adds the route tables of the modules that own `path`'s
 * first segment. Patching a table twice is harmless (react-router skips routes it already has).
 */
export async function patchModuleRoutes({ path, patch }: { path: string; patch: Patch }): Promise<void> {
  const segment = (path.split('/')[1] ?? '').toLowerCase();
  const owners = LAZY_MODULE_ROUTES.filter((m) => m.segments.includes(segment));
  const tables = await Promise.all(owners.map((m) => m.load()));
  for (const table of tables) {
    for (const slot of SLOTS) {
      const children = table[slot];
      if (children?.length) patch(slot, children);
    }
  }
}

// /admin/feedback is listed among spec-1's public routes, but it is the admins' triage page of the
// feedback issue: it is guarded as admin.
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteError,
    children: [
      { index: true, element: <Navigate to={accountPaths.dashboard.href()} replace /> },
      ...accountEntryRoutes,
      {
        lazy: () => import('./data-layout').then((m) => ({ Component: m.DataLayout })),
        children: [
          {
            id: 'public',
            lazy: () => import('./app-layout').then((m) => ({ Component: m.AppLayout })),
            children: [
              {
                id: 'signed-in',
                Component: RequireAuth,
                children: [
                  // Module pages need their tool's (or module link's) tier.
                  { id: 'tier', lazy: roleGuard('RequireTier'), children: [] },
                ],
              },
              {
                Component: RequireAuthWithNotice,
                children: [{ id: 'consultant', lazy: roleGuard('RequireConsultant'), children: [] }],
              },
              {
                Component: RequireAuth,
                children: [{ id: 'admin', lazy: roleGuard('RequireAdmin'), children: [] }],
              },
              // Inside the shell: a signed-in user keeps the bars and the bell on a 404.
              {
                path: '*',
                lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })),
              },
            ],
          },
        ],
      },
    ],
  },
];
