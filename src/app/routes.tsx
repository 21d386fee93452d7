import { Navigate, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import {
  accountAdminRoutes,
  accountAuthRoutes,
  accountEntryRoutes,
  accountPublicRoutes,
  accountSignedInRoutes,
} from '@/modules/account/routes';
import { accountPaths } from '@/modules/account/paths';
import {
  agoraAdminRoutes,
  agoraConsultantRoutes,
  agoraPublicRoutes,
  agoraSignedInRoutes,
} from '@/modules/agora/routes';
import { ancoraAdminRoutes, ancoraPublicRoutes, ancoraRoutes } from '@/modules/ancora/routes';
import { animusPublicRoutes, animusRoutes } from '@/modules/animus/routes';
import { arcaRoutes } from '@/modules/arca/routes';
import { atlasPublicRoutes, atlasRoutes } from '@/modules/atlas/routes';
import { clientsRoutes } from '@/modules/clients/routes';
import { feedbackAdminRoutes, feedbackPublicRoutes } from '@/modules/feedback/routes';
import { prometheusRoutes } from '@/modules/prometheus/routes';
import { RequireAuth, RequireAuthWithNotice } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// Every page is a lazy chunk, so the entry holds only the app frame; a module's code (and its
// libraries) load when one of its routes is visited. Each module lists its own routes in
// src/modules/<module>/routes.tsx; this file only puts them behind the right guard (spec-1 §2,
// spec-2 §2, §6). Routes that read data sit under DataLayout (React Query), itself lazy, so the
// sign-in and sign-up pages stay as light as possible.

const roleGuard = (name: 'RequireConsultant' | 'RequireAdmin' | 'RequireTier') => () =>
  import('./role-guards').then((m) => ({ Component: m[name] }));

const publicRoutes: RouteObject[] = [
  ...accountPublicRoutes,
  ...feedbackPublicRoutes,
  ...animusPublicRoutes,
  ...atlasPublicRoutes,
  ...ancoraPublicRoutes,
  ...agoraPublicRoutes,
];

const signedInRoutes: RouteObject[] = [
  ...accountSignedInRoutes,
  ...clientsRoutes,
  ...agoraSignedInRoutes,
  // Atlas runs under the facility owner's plan, not the visitor's: its layout decides per facility.
  ...atlasRoutes,
  // Module pages need their tool's (or module link's) tier.
  {
    lazy: roleGuard('RequireTier'),
    children: [...arcaRoutes, ...animusRoutes, ...ancoraRoutes, ...prometheusRoutes],
  },
];

// /admin/feedback is listed among spec-1's public routes, but it is the admins' triage page of the
// feedback issue: it is guarded as admin.
const adminRoutes: RouteObject[] = [
  ...accountAdminRoutes,
  ...agoraAdminRoutes,
  ...feedbackAdminRoutes,
  ...ancoraAdminRoutes,
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteError,
    children: [
      { index: true, element: <Navigate to={accountPaths.dashboard.href()} replace /> },
      ...accountEntryRoutes,
      ...accountAuthRoutes,
      {
        lazy: () => import('./data-layout').then((m) => ({ Component: m.DataLayout })),
        children: [
          {
            lazy: () => import('./app-layout').then((m) => ({ Component: m.AppLayout })),
            children: [
              ...publicRoutes,
              { Component: RequireAuth, children: signedInRoutes },
              {
                Component: RequireAuthWithNotice,
                children: [{ lazy: roleGuard('RequireConsultant'), children: agoraConsultantRoutes }],
              },
              {
                Component: RequireAuth,
                children: [{ lazy: roleGuard('RequireAdmin'), children: adminRoutes }],
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
