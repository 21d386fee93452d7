// Agora's routes, grouped by the guard the router puts in front of them.
import type { RouteObject } from 'react-router-dom';
import { agoraPaths as p } from './paths';

/**
 * Public: the marketplace and consultant profiles (bio, specialties, verified certifications,
 * reviews), as in every marketplace (issue 14 §14); the database shows visitors nothing more.
 */
export const agoraPublicRoutes: RouteObject[] = [
  {
    path: p.marketplace.pattern,
    lazy: () =>
      import('./marketplace/pages/marketplace-page').then((m) => ({ Component: m.MarketplacePage })),
  },
  {
    path: p.consultant.pattern,
    lazy: () =>
      import('./marketplace/pages/consultant-profile-page').then((m) => ({
        Component: m.ConsultantProfilePage,
      })),
  },
];

/** Signed in. */
export const agoraSignedInRoutes: RouteObject[] = [
  {
    path: p.apply.pattern,
    lazy: () => import('./consultant/pages/application-page').then((m) => ({ Component: m.ApplicationPage })),
  },
  {
    path: p.pending.pattern,
    lazy: () => import('./consultant/pages/pending-page').then((m) => ({ Component: m.PendingPage })),
  },
  // Booking and consultations need a session: a visitor is sent to sign in and brought back here.
  // Static segments (new, pending, dashboard…) outrank ':id' in react-router's ranking.
  {
    path: p.book.pattern,
    lazy: () => import('./booking/pages/book-page').then((m) => ({ Component: m.BookPage })),
  },
  {
    path: p.consultation.pattern,
    lazy: () => import('./booking/pages/consultation-page').then((m) => ({ Component: m.ConsultationPage })),
  },
];

/** Active consultants only (spec-2 §6). */
export const agoraConsultantRoutes: RouteObject[] = [
  {
    path: p.consultantDashboard.pattern,
    lazy: () => import('./consultant/pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
  {
    path: p.consultantProfile.pattern,
    lazy: () => import('./consultant/pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
  },
  {
    path: p.consultantCertifications.pattern,
    lazy: () =>
      import('./consultant/pages/certifications-page').then((m) => ({ Component: m.CertificationsPage })),
  },
  {
    path: p.consultantCalendar.pattern,
    lazy: () => import('./consultant/pages/calendar-page').then((m) => ({ Component: m.CalendarPage })),
  },
  {
    path: p.consultantEarnings.pattern,
    lazy: () => import('./consultant/pages/earnings-page').then((m) => ({ Component: m.EarningsPage })),
  },
];

/** Administrators only. */
export const agoraAdminRoutes: RouteObject[] = [
  {
    path: p.admin.pattern,
    lazy: () =>
      import('./admin/pages/admin-dashboard-page').then((m) => ({ Component: m.AdminDashboardPage })),
  },
  {
    path: p.verification.pattern,
    lazy: () =>
      import('./admin/pages/verification-review-page').then((m) => ({ Component: m.VerificationReviewPage })),
  },
];
