// The one query-key factory of Ancora (CONVENTIONS.md "Data access").
import type { CatalogueFilters } from '../catalogue';

export interface CandidateFilters {
  courseId: string | null;
  minScore: number;
  maxScore: number;
  validity: 'valid' | 'any';
  earnedWithinMonths: number | null;
}

export const ancoraKeys = {
  all: ['ancora'] as const,
  catalogue: (filters: CatalogueFilters) => [...ancoraKeys.all, 'catalogue', filters] as const,
  courses: () => [...ancoraKeys.all, 'courses'] as const,
  course: (courseId: string) => [...ancoraKeys.courses(), courseId] as const,
  lesson: (lessonId: string) => [...ancoraKeys.all, 'lesson', lessonId] as const,
  progress: () => [...ancoraKeys.all, 'progress'] as const,
  quizzes: () => [...ancoraKeys.all, 'quiz'] as const,
  quiz: (quizId: string) => [...ancoraKeys.quizzes(), quizId] as const,
  assessmentQuiz: () => [...ancoraKeys.quizzes(), 'assessment'] as const,
  /** Everything that changes when an attempt starts or finishes. */
  attempts: () => [...ancoraKeys.all, 'attempts'] as const,
  quizStatus: (quizId: string) => [...ancoraKeys.attempts(), 'status', quizId] as const,
  attempt: (attemptId: string) => [...ancoraKeys.attempts(), 'attempt', attemptId] as const,
  review: (attemptId: string) => [...ancoraKeys.attempts(), 'review', attemptId] as const,
  practice: (lessonId: string) => [...ancoraKeys.all, 'practice', lessonId] as const,
  certificates: () => [...ancoraKeys.all, 'certificates'] as const,
  placements: () => [...ancoraKeys.all, 'placements'] as const,
  recruitingProfile: () => [...ancoraKeys.all, 'recruiting-profile'] as const,
  candidates: (filters: CandidateFilters) => [...ancoraKeys.all, 'candidates', filters] as const,
  verification: (id: string) => [...ancoraKeys.all, 'verification', id] as const,
  admin: () => [...ancoraKeys.all, 'admin'] as const,
  authoringOptions: () => [...ancoraKeys.admin(), 'authoring-options'] as const,
  adminQuiz: (lessonId: string) => [...ancoraKeys.admin(), 'quiz', lessonId] as const,
  itemStatistics: (courseId: string) => [...ancoraKeys.admin(), 'item-statistics', courseId] as const,
  adminCourses: () => [...ancoraKeys.admin(), 'courses'] as const,
  courseEditor: (courseId: string) => [...ancoraKeys.admin(), 'course-editor', courseId] as const,
  prerequisiteChoices: () => [...ancoraKeys.admin(), 'prerequisite-choices'] as const,
  gradebook: (courseId: string) => [...ancoraKeys.admin(), 'gradebook', courseId] as const,
};
