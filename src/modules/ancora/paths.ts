// Ancora's routes (spec-1 §2) as functions, so screens never spell a path by hand.
export const ancoraPaths = {
  home: () => '/ancora',
  catalogue: () => '/ancora/courses',
  pro: () => '/ancora/pro',
  course: (courseId: string) => `/ancora/courses/${courseId}`,
  module: (courseId: string, moduleId: string) => `/ancora/courses/${courseId}/modules/${moduleId}`,
  lesson: (courseId: string, lessonId: string) => `/ancora/courses/${courseId}/lessons/${lessonId}`,
  lessonQuiz: (courseId: string, lessonId: string) => `/ancora/courses/${courseId}/lessons/${lessonId}/quiz`,
  practice: (lessonId: string) => `/ancora/test/quiz/${lessonId}`,
  courseQuiz: (courseId: string, quizId: string) => `/ancora/courses/${courseId}/quiz/${quizId}`,
  certificates: () => '/ancora/certifications',
  certificate: (courseId: string) => `/ancora/certifications/${courseId}`,
  recruiting: () => '/ancora/recruiting-tool',
  verify: (certificateId: string) => `/verify/${certificateId}`,
  newQuiz: () => '/admin/quizzes/new',
  editQuiz: (lessonId: string) => `/admin/quizzes/edit/${lessonId}`,
};
