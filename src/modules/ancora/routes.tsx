// Ancora's routes (spec-1 §2). The router places ancoraRoutes behind the auth and tier guards (any
// other /ancora/* redirects to /ancora), ancoraAdminRoutes behind the admin guard, and the public
// certificate verification outside both: an employer opens it signed out.
import { Navigate, type RouteObject } from 'react-router-dom';

const page = <T extends Record<string, unknown>>(
  path: string,
  load: () => Promise<T>,
  name: keyof T & string,
): RouteObject => ({
  path,
  lazy: () => load().then((m) => ({ Component: m[name] as React.ComponentType })),
});

const quizPages = () => import('./pages/quiz-pages');
const certificatePages = () => import('./pages/certificates-page');
const adminPages = () => import('./pages/admin-quiz-pages');

export const ancoraRoutes: RouteObject[] = [
  page('ancora', () => import('./pages/home-page'), 'AncoraHomePage'),
  page('ancora/courses', () => import('./pages/catalogue-page'), 'CataloguePage'),
  page('ancora/pro', () => import('./pages/pro-page'), 'ProPage'),
  page('ancora/courses/:courseId', () => import('./pages/course-page'), 'CoursePage'),
  page('ancora/courses/:courseId/lessons/:lessonId', () => import('./pages/lesson-page'), 'LessonPage'),
  page('ancora/courses/:courseId/modules/:moduleId', () => import('./pages/module-page'), 'ModulePage'),
  page('ancora/courses/:courseId/lessons/:lessonId/quiz', quizPages, 'LessonQuizPage'),
  page('ancora/test/quiz/:lessonId', quizPages, 'PracticePage'),
  page('ancora/courses/:courseId/quiz/:quizId', quizPages, 'CourseQuizPage'),
  page('ancora/certifications/:courseId', certificatePages, 'CertificatePage'),
  page('ancora/certifications', certificatePages, 'CertificatesPage'),
  page('ancora/recruiting-tool', () => import('./pages/recruiting-page'), 'RecruitingPage'),
  { path: 'ancora/*', element: <Navigate to="/ancora" replace /> },
];

export const ancoraAdminRoutes: RouteObject[] = [
  page('admin/quizzes/new', adminPages, 'NewQuizPage'),
  page('admin/quizzes/edit/:lessonId', adminPages, 'EditQuizPage'),
];

export const ancoraPublicRoutes: RouteObject[] = [
  page('verify/:certificateId', () => import('./pages/verify-page'), 'VerifyPage'),
];
