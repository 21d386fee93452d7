// Ancora's routes. The router places ancoraRoutes behind the auth and tier guards (any other
// /ancora/* redirects to /ancora), ancoraAdminRoutes behind the admin guard, and the public
// certificate verification outside both: an employer opens it signed out.
import { Navigate, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/components/lazy-routes';
import type { AppPath } from '@/lib/paths';
import { ancoraModule, ancoraPaths as p } from './paths';

const page = <T extends Record<string, unknown>>(
  at: AppPath,
  load: () => Promise<T>,
  name: keyof T & string,
): RouteObject => ({
  path: at.pattern,
  lazy: () => load().then((m) => ({ Component: m[name] as React.ComponentType })),
});

const quizPages = () => import('./pages/quiz-pages');
const certificatePages = () => import('./pages/certificates-page');
const adminPages = () => import('./pages/admin-quiz-pages');
const coursePages = () => import('./pages/admin-courses-page');

export const ancoraRoutes: RouteObject[] = [
  {
    // Below Basic the home shows the module's locked index, which reads the module from the handle.
    ...page(p.index, () => import('./pages/home-page'), 'AncoraHomePage'),
    handle: { module: ancoraModule, page: ancoraModule } satisfies RouteHandle,
  },
  page(p.courses, () => import('./pages/catalogue-page'), 'CataloguePage'),
  page(p.pro, () => import('./pages/pro-page'), 'ProPage'),
  page(p.course, () => import('./pages/course-page'), 'CoursePage'),
  page(p.lesson, () => import('./pages/lesson-page'), 'LessonPage'),
  page(p.courseModule, () => import('./pages/module-page'), 'ModulePage'),
  page(p.lessonQuiz, quizPages, 'LessonQuizPage'),
  page(p.testQuiz, quizPages, 'PracticePage'),
  page(p.courseQuiz, quizPages, 'CourseQuizPage'),
  page(p.certification, certificatePages, 'CertificatePage'),
  page(p.certifications, certificatePages, 'CertificatesPage'),
  page(p.recruiting, () => import('./pages/recruiting-page'), 'RecruitingPage'),
  { path: `${p.index.pattern}/*`, element: <Navigate to={p.index.href()} replace /> },
];

export const ancoraAdminRoutes: RouteObject[] = [
  page(p.adminCourses, coursePages, 'AdminCoursesPage'),
  page(p.adminNewCourse, coursePages, 'NewCoursePage'),
  page(p.adminEditCourse, () => import('./pages/admin-course-editor-page'), 'CourseEditorPage'),
  page(p.adminGradebook, () => import('./pages/gradebook-page'), 'GradebookPage'),
  page(p.adminNewQuiz, adminPages, 'NewQuizPage'),
  page(p.adminEditQuiz, adminPages, 'EditQuizPage'),
];

export const ancoraPublicRoutes: RouteObject[] = [
  page(p.verify, () => import('./pages/verify-page'), 'VerifyPage'),
];
