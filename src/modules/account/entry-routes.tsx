// Sign-in and sign-up: the only account routes in the app's entry (src/app/routes.tsx), as /login is
// the page with the tightest initial-JS budget; the rest of the area's routes load with routes.tsx.
import type { RouteObject } from 'react-router-dom';
import { accountPaths as p } from './paths';

/** Sign-in and sign-up: outside the shell and outside React Query, so /login stays light. */
export const accountEntryRoutes: RouteObject[] = [
  {
    path: p.login.pattern,
    lazy: () => import('./pages/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: p.signup.pattern,
    lazy: () => import('./pages/signup-page').then((m) => ({ Component: m.SignupPage })),
  },
];
