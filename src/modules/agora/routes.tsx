// Agora's routes (spec-1 §2, spec-2 §2), grouped by the guard the router puts in front of them.
// Replace a placeholder with a lazy page to build a screen.
import type { RouteObject } from 'react-router-dom';

/** Public: the marketplace. */
export const agoraPublicRoutes: RouteObject[] = [
  {
    path: 'agora',
    lazy: () =>
      import('./marketplace/pages/marketplace-page').then((m) => ({ Component: m.MarketplacePage })),
  },
];

/** Signed in. */
export const agoraSignedInRoutes: RouteObject[] = [
  {
    path: 'agora/consultants/new',
    lazy: () => import('./consultant/pages/application-page').then((m) => ({ Component: m.ApplicationPage })),
  },
  {
    path: 'agora/consultants/pending',
    lazy: () => import('./consultant/pages/pending-page').then((m) => ({ Component: m.PendingPage })),
  },
  // Spec-1 §2 lists only /agora as public, so the profile, booking and consultation pages need a
  // session. Static segments (new, pending, dashboard…) outrank ':id' in react-router's ranking.
  {
    path: 'agora/consultants/:id',
    lazy: () =>
      import('./marketplace/pages/consultant-profile-page').then((m) => ({
        Component: m.ConsultantProfilePage,
      })),
  },
  {
    path: 'agora/book/:id',
    lazy: () => import('./booking/pages/book-page').then((m) => ({ Component: m.BookPage })),
  },
  {
    path: 'agora/consultations/:id',
    lazy: () => import('./booking/pages/consultation-page').then((m) => ({ Component: m.ConsultationPage })),
  },
];

/** Active consultants only (spec-2 §6). */
export const agoraConsultantRoutes: RouteObject[] = [
  {
    path: 'agora/consultants/dashboard',
    lazy: () => import('./consultant/pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
  {
    path: 'agora/consultants/profile',
    lazy: () => import('./consultant/pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
  },
  {
    path: 'agora/consultants/certifications',
    lazy: () =>
      import('./consultant/pages/certifications-page').then((m) => ({ Component: m.CertificationsPage })),
  },
  {
    path: 'agora/consultants/calendar',
    lazy: () => import('./consultant/pages/calendar-page').then((m) => ({ Component: m.CalendarPage })),
  },
  {
    path: 'agora/consultants/earnings',
    lazy: () => import('./consultant/pages/earnings-page').then((m) => ({ Component: m.EarningsPage })),
  },
];

/** Administrators only. */
export const agoraAdminRoutes: RouteObject[] = [
  {
    path: 'agora/admin',
    lazy: () =>
      import('./admin/pages/admin-dashboard-page').then((m) => ({ Component: m.AdminDashboardPage })),
  },
  {
    path: 'agora/admin/verification/:id',
    lazy: () =>
      import('./admin/pages/verification-review-page').then((m) => ({ Component: m.VerificationReviewPage })),
  },
];
