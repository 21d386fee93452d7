// Agora's routes (spec-1 §2, spec-2 §2), grouped by the guard the router puts in front of them.
// Replace a placeholder with a lazy page to build a screen.
import type { RouteObject } from 'react-router-dom';
import { placeholder } from '@/components/lazy-routes';

/** Public: the marketplace. */
export const agoraPublicRoutes: RouteObject[] = [placeholder('agora')];

/** Signed in. */
export const agoraSignedInRoutes: RouteObject[] = [
  placeholder('agora/consultants/new'),
  placeholder('agora/consultants/pending'),
  placeholder('agora/consultants/:id'),
  placeholder('agora/book/:id'),
  placeholder('agora/consultations/:id'),
];

/** Active consultants only (spec-2 §6). */
export const agoraConsultantRoutes: RouteObject[] = [
  placeholder('agora/consultants/dashboard'),
  placeholder('agora/consultants/profile'),
  placeholder('agora/consultants/certifications'),
  placeholder('agora/consultants/calendar'),
  placeholder('agora/consultants/earnings'),
];

/** Administrators only. */
export const agoraAdminRoutes: RouteObject[] = [
  placeholder('agora/admin'),
  placeholder('agora/admin/verification/:id'),
];
