// Atlas's routes (/atlas/* guarded; /atlas/production public). Replace a placeholder with a lazy
// page to build a screen. Unknown /atlas/* paths show the 404 page (the spec names no redirect for
// Atlas).
import type { RouteObject } from 'react-router-dom';
import { moduleIndex, placeholder } from '@/components/lazy-routes';
import { atlasModule, atlasPaths as p, atlasTools as t } from './paths';

export const atlasRoutes: RouteObject[] = [
  moduleIndex(atlasModule),
  placeholder(p.sops, t.sops),
  placeholder(p.resources, t.resources),
];

export const atlasPublicRoutes: RouteObject[] = [placeholder(p.production, t.production)];
