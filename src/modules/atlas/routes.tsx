// Atlas's routes (spec-1 §2: /atlas/* guarded; /atlas/production public). Replace a placeholder
// with a lazy page to build a screen. Unknown /atlas/* paths show the 404 page (the spec names no
// redirect for Atlas).
import type { RouteObject } from 'react-router-dom';
import { moduleIndex, placeholder } from '@/components/lazy-routes';

export const atlasRoutes: RouteObject[] = [
  moduleIndex('atlas'),
  placeholder('atlas/sops'),
  placeholder('atlas/resources'),
];

export const atlasPublicRoutes: RouteObject[] = [placeholder('atlas/production')];
