// Feedback routes: the public form page and the admins' triage page (spec-1 §2, §6).
import type { RouteObject } from 'react-router-dom';
import { feedbackPaths as p } from './paths';

export const feedbackPublicRoutes: RouteObject[] = [
  {
    path: p.form.pattern,
    lazy: () => import('./pages/feedback-page').then((m) => ({ Component: m.FeedbackPage })),
  },
];

const adminPage = () =>
  import('./pages/admin-feedback-page').then((m) => ({ Component: m.AdminFeedbackPage }));

/** Admins only; /admin/feedback is listed as public in spec-1 §2, but it is the same triage page. */
export const feedbackAdminRoutes: RouteObject[] = [
  { path: p.adminUserFeedback.pattern, lazy: adminPage },
  { path: p.admin.pattern, lazy: adminPage },
];
