// The account area's routes (issue 4); src/app/routes.tsx puts each list behind the right guard and
// loads this file when one of its paths is visited. Sign-in and sign-up are in entry-routes.tsx.
import type { RouteObject } from 'react-router-dom';
import { placeholder } from '@/components/lazy-routes';
import { accountPaths as p } from './paths';

/** Outside the shell, like /login: a sign-in link, asking for a recovery mail and setting a new password. */
export const accountAuthRoutes: RouteObject[] = [
  {
    path: p.signInLink.pattern,
    lazy: () => import('./pages/sign-in-link-page').then((m) => ({ Component: m.SignInLinkPage })),
  },
  {
    path: p.forgotPassword.pattern,
    lazy: () => import('./pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: p.resetPassword.pattern,
    lazy: () => import('./pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
];

export const accountPublicRoutes: RouteObject[] = [
  placeholder(p.about, {
    name: 'About',
    description: 'Who we are and why we build tools for growers and breeders.',
  }),
  placeholder(p.contact, { name: 'Contact', description: 'Get in touch with the Canopy team.' }),
  {
    path: p.solutions.pattern,
    lazy: () => import('./pages/solutions-page').then((m) => ({ Component: m.SolutionsPage })),
  },
];

export const accountSignedInRoutes: RouteObject[] = [
  {
    path: p.dashboard.pattern,
    lazy: () => import('./pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
  {
    path: p.profile.pattern,
    lazy: () => import('./pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
  },
  {
    path: p.facilities.pattern,
    lazy: () => import('./pages/facilities-page').then((m) => ({ Component: m.FacilitiesPage })),
  },
  {
    path: p.integrations.pattern,
    lazy: () => import('./pages/integrations-page').then((m) => ({ Component: m.IntegrationsPage })),
  },
  {
    path: p.subscriptionSuccess.pattern,
    lazy: () =>
      import('./pages/subscription-success-page').then((m) => ({ Component: m.SubscriptionSuccessPage })),
  },
];

export const accountAdminRoutes: RouteObject[] = [
  {
    path: p.adminUsers.pattern,
    lazy: () => import('./pages/admin-users-page').then((m) => ({ Component: m.AdminUsersPage })),
  },
  {
    path: p.adminOperations.pattern,
    lazy: () => import('./pages/admin-operations-page').then((m) => ({ Component: m.AdminOperationsPage })),
  },
];
