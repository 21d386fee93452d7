import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// Every page is a lazy chunk, so the entry holds only the app frame; a module's code (and its
// libraries) load when one of its routes is visited. Routes that read data sit under DataLayout
// (React Query), itself lazy, so the sign-in and sign-up pages stay as light as possible.
const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteError,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      {
        path: 'login',
        lazy: () => import('@/modules/account/pages/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'signup',
        lazy: () => import('@/modules/account/pages/signup-page').then((m) => ({ Component: m.SignupPage })),
      },
      {
        lazy: () => import('./data-layout').then((m) => ({ Component: m.DataLayout })),
        children: [
          {
            Component: RequireAuth,
            children: [
              {
                lazy: () => import('./app-layout').then((m) => ({ Component: m.AppLayout })),
                children: [
                  {
                    path: 'dashboard',
                    lazy: () =>
                      import('@/modules/account/pages/dashboard-page').then((m) => ({
                        Component: m.DashboardPage,
                      })),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
