// Animus's routes. Replace a placeholder with a lazy page to build a screen. The router places
// animusRoutes behind the auth and tier guards (any other /animus/* redirects to /animus);
// /animus/archive is public.
import { Navigate, type RouteObject } from 'react-router-dom';
import { moduleIndex, placeholder } from '@/components/lazy-routes';
import { animusModule, animusPaths as p, animusTools as t } from './paths';

export const animusRoutes: RouteObject[] = [
  moduleIndex(animusModule),
  placeholder(p.library, t.library),
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
  placeholder(p.traits, t.traits),
  placeholder(p.projectTraits, { name: 'Traits', description: 'Trait observations of a breeding project.' }),
  { path: `${p.index.pattern}/*`, element: <Navigate to={p.index.href()} replace /> },
];

export const animusPublicRoutes: RouteObject[] = [
  placeholder(p.archive, {
    name: 'Animus Archive',
    description: 'The public archive of the strain library.',
  }),
];
