// Ancora's routes (spec-1 §2). Replace a placeholder with a lazy page to build a screen. The router
// places ancoraRoutes behind the auth and tier guards (any other /ancora/* redirects to /ancora) and
// ancoraAdminRoutes behind the admin guard.
import { Navigate, type RouteObject } from 'react-router-dom';
import { moduleIndex, placeholder } from '@/components/lazy-routes';

export const ancoraRoutes: RouteObject[] = [
  moduleIndex('ancora'),
  placeholder('ancora/courses'),
  placeholder('ancora/pro'),
  placeholder('ancora/courses/:courseId'),
  placeholder('ancora/courses/:courseId/lessons/:lessonId'),
  placeholder('ancora/courses/:courseId/modules/:moduleId'),
  placeholder('ancora/courses/:courseId/lessons/:lessonId/quiz'),
  placeholder('ancora/test/quiz/:lessonId'),
  placeholder('ancora/courses/:courseId/quiz/:quizId'),
  placeholder('ancora/certifications/:courseId'),
  placeholder('ancora/certifications'),
  placeholder('ancora/recruiting-tool'),
  { path: 'ancora/*', element: <Navigate to="/ancora" replace /> },
];

export const ancoraAdminRoutes: RouteObject[] = [
  placeholder('admin/quizzes/new'),
  placeholder('admin/quizzes/edit/:lessonId'),
];
