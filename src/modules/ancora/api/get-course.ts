import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { sortOutline } from '../progress';
import { ancoraKeys } from './keys';

// The course page in one request: its modules and lessons (without bodies), each lesson's quiz,
// and its prerequisites. A Pro course's modules come back empty below Professional (RLS).
const COLUMNS = `id, slug, title, summary, description, topic, level, is_pro, certificate_validity_months, cover_path,
  modules:ancora_modules(id, position, title, summary,
    lessons:ancora_lessons(id, position, title, estimated_minutes,
      quiz:ancora_quizzes(id, purpose, title, pass_percent))),
  prerequisites:ancora_course_prerequisites!ancora_course_prerequisites_course_id_fkey(
    course:ancora_courses!ancora_course_prerequisites_prerequisite_id_fkey(id, title))`;

export async function getCourse(courseId: string, signal?: AbortSignal) {
  let query = supabase.from('ancora_courses').select(COLUMNS).eq('id', courseId);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.single().throwOnError();
  const modules = sortOutline(
    data.modules.map((m) => ({
      ...m,
      lessons: m.lessons.map((l) => ({ ...l, quiz: l.quiz ?? null })),
    })),
  );
  const quizzes = modules.flatMap((m) =>
    m.lessons.flatMap((l) => (l.quiz ? [{ ...l.quiz, lessonId: l.id }] : [])),
  );
  return {
    ...data,
    modules,
    prerequisites: data.prerequisites.flatMap((p) => (p.course ? [p.course] : [])),
    finalQuiz: quizzes.find((q) => q.purpose === 'final') ?? null,
    recertQuiz: quizzes.find((q) => q.purpose === 'recert') ?? null,
  };
}

export const getCourseQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: ancoraKeys.course(courseId),
    queryFn: ({ signal }) => getCourse(courseId, signal),
  });

export function useCourse(courseId: string) {
  return useQuery(getCourseQueryOptions(courseId));
}
