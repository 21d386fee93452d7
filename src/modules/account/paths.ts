// The account area's pages (sign-in, dashboard, profile, plans) and the site pages beside them.
// Shared code may read these too (the auth guard sends people to sign-in, a locked feature to plans).
import { path } from '../../lib/paths.ts';

export const accountPaths = {
  home: path('/'),
  login: path('/login'),
  signup: path('/signup'),
  signInLink: path('/sign-in-link'),
  forgotPassword: path('/forgot-password'),
  resetPassword: path('/reset-password'),
  dashboard: path('/dashboard'),
  profile: path('/profile'),
  facilities: path('/profile/facilities'),
  integrations: path('/profile/integrations'),
  solutions: path('/solutions'),
  subscriptionSuccess: path('/subscription/success'),
  about: path('/about'),
  contact: path('/contact'),
  adminUsers: path('/admin/users'),
  adminOperations: path('/admin/operations'),
};
