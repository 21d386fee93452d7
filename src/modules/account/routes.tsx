// The account area's routes (issue 4); src/app/router.tsx puts each list behind the right guard.
import type { RouteObject } from 'react-router-dom';

/** Outside the shell, like /login: a sign-in link, asking for a recovery mail and setting a new password. */
export const accountAuthRoutes: RouteObject[] = [
  {
    path: 'sign-in-link',
    lazy: () => import('./pages/sign-in-link-page').then((m) => ({ Component: m.SignInLinkPage })),
  },
  {
    path: 'forgot-password',
    lazy: () => import('./pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: 'reset-password',
    lazy: () => import('./pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
];

export const accountPublicRoutes: RouteObject[] = [
  {
    path: 'solutions',
    lazy: () => import('./pages/solutions-page').then((m) => ({ Component: m.SolutionsPage })),
  },
];

export const accountSignedInRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: () => import('./pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
  {
    path: 'profile',
    lazy: () => import('./pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
  },
  {
    path: 'profile/facilities',
    lazy: () => import('./pages/facilities-page').then((m) => ({ Component: m.FacilitiesPage })),
  },
  {
    path: 'profile/integrations',
    lazy: () => import('./pages/integrations-page').then((m) => ({ Component: m.IntegrationsPage })),
  },
  {
    path: 'subscription/success',
    lazy: () =>
      import('./pages/subscription-success-page').then((m) => ({ Component: m.SubscriptionSuccessPage })),
  },
];

export const accountAdminRoutes: RouteObject[] = [
  {
    path: 'admin/users',
    lazy: () => import('./pages/admin-users-page').then((m) => ({ Component: m.AdminUsersPage })),
  },
];
