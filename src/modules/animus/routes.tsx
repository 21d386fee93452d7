// Animus's routes (spec-1 §2). Replace a placeholder with a lazy page to build a screen. The router
// places these behind the auth and tier guards; any other /animus/* redirects to /animus.
// /animus/archive is public and listed in animusPublicRoutes.
import { Navigate, type RouteObject } from 'react-router-dom';
import { moduleIndex, placeholder } from '@/components/lazy-routes';

export const animusRoutes: RouteObject[] = [
  moduleIndex('animus'),
  placeholder('animus/library'),
  {
    path: 'animus/origins',
    lazy: () => import('./pages/origins-page').then((m) => ({ Component: m.OriginsPage })),
  },
  {
    path: 'animus/origins/:projectId',
    lazy: () => import('./pages/project-page').then((m) => ({ Component: m.ProjectPage })),
  },
  {
    path: 'animus/origins/:projectId/selections',
    lazy: () => import('./pages/selections-page').then((m) => ({ Component: m.SelectionsPage })),
  },
  placeholder('animus/traits'),
  placeholder('animus/traits/:projectId'),
  { path: 'animus/*', element: <Navigate to="/animus" replace /> },
];

export const animusPublicRoutes: RouteObject[] = [placeholder('animus/archive')];
