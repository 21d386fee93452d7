// Feedback's pages: the public form and the admins' triage page (reachable under two names).
import { path } from '../../lib/paths.ts';

export const feedbackPaths = {
  form: path('/feedback'),
  admin: path('/admin/feedback'),
  adminUserFeedback: path('/admin/user-feedback'),
};
