// Ancora's pages and tools: paths, names and tiers written once (routes, links and the shell read them).
import { path, tool, type ModuleInfo } from '../../lib/paths.ts';

export const ancoraPaths = {
  index: path('/ancora'),
  courses: path('/ancora/courses'),
  pro: path('/ancora/pro'),
  course: path('/ancora/courses/:courseId'),
  lesson: path('/ancora/courses/:courseId/lessons/:lessonId'),
  courseModule: path('/ancora/courses/:courseId/modules/:moduleId'),
  lessonQuiz: path('/ancora/courses/:courseId/lessons/:lessonId/quiz'),
  testQuiz: path('/ancora/test/quiz/:lessonId'),
  courseQuiz: path('/ancora/courses/:courseId/quiz/:quizId'),
  certifications: path('/ancora/certifications'),
  certification: path('/ancora/certifications/:courseId'),
  recruiting: path('/ancora/recruiting-tool'),
  adminCourses: path('/admin/courses'),
  adminNewCourse: path('/admin/courses/new'),
  adminEditCourse: path('/admin/courses/:courseId/edit'),
  adminGradebook: path('/admin/courses/:courseId/gradebook'),
  adminNewQuiz: path('/admin/quizzes/new'),
  adminEditQuiz: path('/admin/quizzes/edit/:lessonId'),
  /** Public: a certificate's verification page, opened signed out from its link or QR code. */
  verify: path('/verify/:certificateId'),
};

export const ancoraTools = {
  courses: tool(
    'ancora-courses',
    'Courses',
    ancoraPaths.courses,
    'Basic',
    'Courses with lessons and quizzes.',
    'personal',
  ),
  pro: tool(
    'ancora-pro',
    'Ancora Pro',
    ancoraPaths.pro,
    'Professional',
    'Advanced programmes for professionals.',
    'personal',
  ),
  certifications: tool(
    'ancora-certifications',
    'Your Certifications',
    ancoraPaths.certifications,
    'Basic',
    'Certificates you earned, shareable by link.',
    'personal',
  ),
  recruiting: tool(
    'ancora-recruiting',
    'Recruiting Tool',
    ancoraPaths.recruiting,
    'Professional',
    'Find certified candidates.',
    'personal',
  ),
};

export const ancoraModule: ModuleInfo = {
  id: 'ancora',
  name: 'Ancora - Academy',
  description: 'Skill assessment, courses, quizzes and shareable certifications.',
  path: ancoraPaths.index.pattern,
  requiredTier: 'Basic',
  linkTier: 'free',
  scope: 'personal',
  tools: Object.values(ancoraTools),
};
