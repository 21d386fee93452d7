// Animus's routes. The router places animusRoutes behind the auth and tier guards (any other
// /animus/* redirects to /animus); /animus/archive is public.
import { Navigate, type RouteObject } from 'react-router-dom';
import { animusPaths as p } from './paths';

export const animusRoutes: RouteObject[] = [
  {
    path: p.index.pattern,
    lazy: () => import('./pages/overview-page').then((m) => ({ Component: m.OverviewPage })),
  },
  {
    path: p.library.pattern,
    lazy: () => import('./pages/library-page').then((m) => ({ Component: m.LibraryPage })),
  },
  {
    path: p.origins.pattern,
    lazy: () => import('./pages/origins-page').then((m) => ({ Component: m.OriginsPage })),
  },
  {
    path: p.project.pattern,
    lazy: () => import('./pages/project-page').then((m) => ({ Component: m.ProjectPage })),
  },
  {
    path: p.selections.pattern,
    lazy: () => import('./pages/selections-page').then((m) => ({ Component: m.SelectionsPage })),
  },
  {
    path: p.traits.pattern,
    lazy: () => import('./pages/traits-page').then((m) => ({ Component: m.TraitsPage })),
  },
  {
    path: p.projectTraits.pattern,
    lazy: () => import('./pages/project-traits-page').then((m) => ({ Component: m.ProjectTraitsPage })),
  },
  { path: `${p.index.pattern}/*`, element: <Navigate to={p.index.href()} replace /> },
];

export const animusPublicRoutes: RouteObject[] = [
  {
    path: p.archive.pattern,
    lazy: () => import('./pages/archive-page').then((m) => ({ Component: m.ArchivePage })),
  },
];
