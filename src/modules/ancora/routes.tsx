// Ancora's routes. Replace a placeholder with a lazy page to build a screen. The router places
// ancoraRoutes behind the auth and tier guards (any other /ancora/* redirects to /ancora) and
// ancoraAdminRoutes behind the admin guard.
import { Navigate, type RouteObject } from 'react-router-dom';
import { moduleIndex, placeholder } from '@/components/lazy-routes';
import { ancoraModule, ancoraPaths as p, ancoraTools as t } from './paths';

const lessonQuiz = { name: 'Lesson quiz', description: 'Test what you learned in this lesson.' };

export const ancoraRoutes: RouteObject[] = [
  moduleIndex(ancoraModule),
  placeholder(p.courses, t.courses),
  placeholder(p.pro, t.pro),
  placeholder(p.course, { name: 'Course', description: 'A course with its modules and lessons.' }),
  placeholder(p.lesson, { name: 'Lesson', description: 'A lesson of a course.' }),
  placeholder(p.courseModule, { name: 'Course module', description: 'A module of a course.' }),
  placeholder(p.lessonQuiz, lessonQuiz),
  placeholder(p.testQuiz, { ...lessonQuiz, name: 'Quiz' }),
  placeholder(p.courseQuiz, { name: 'Course quiz', description: 'The final quiz of a course.' }),
  placeholder(p.certification, {
    name: 'Certification',
    description: 'Your certificate for a course, shareable by link.',
  }),
  placeholder(p.certifications, t.certifications),
  placeholder(p.recruiting, t.recruiting),
  { path: `${p.index.pattern}/*`, element: <Navigate to={p.index.href()} replace /> },
];

export const ancoraAdminRoutes: RouteObject[] = [
  placeholder(p.adminNewQuiz, { name: 'New quiz', description: 'Create a quiz for a lesson.' }),
  placeholder(p.adminEditQuiz, { name: 'Edit quiz', description: "Edit a lesson's quiz." }),
];
