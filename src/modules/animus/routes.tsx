// Animus's routes (spec-1 §2). Replace a placeholder with a lazy page to build a screen. The router
// places these behind the auth and tier guards; any other /animus/* redirects to /animus.
// /animus/archive is public and listed in animusPublicRoutes.
import { Navigate, type RouteObject } from 'react-router-dom';
import { moduleIndex, placeholder } from '@/components/lazy-routes';

export const animusRoutes: RouteObject[] = [
  moduleIndex('animus'),
  placeholder('animus/library'),
  placeholder('animus/origins'),
  placeholder('animus/origins/:projectId'),
  placeholder('animus/origins/:projectId/selections'),
  placeholder('animus/traits'),
  placeholder('animus/traits/:projectId'),
  { path: 'animus/*', element: <Navigate to="/animus" replace /> },
];

export const animusPublicRoutes: RouteObject[] = [placeholder('animus/archive')];
