import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { ancoraKeys } from './keys';

const COLUMNS = 'id, course_id, lesson_id, purpose, title, intro, pass_percent';

/** A quiz's public settings (the key is never in this table). */
export async function getQuiz(quizId: string, signal?: AbortSignal) {
  let query = supabase.from('ancora_quizzes').select(COLUMNS).eq('id', quizId);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.single().throwOnError();
  return data;
}

export const getQuizQueryOptions = (quizId: string) =>
  queryOptions({ queryKey: ancoraKeys.quiz(quizId), queryFn: ({ signal }) => getQuiz(quizId, signal) });

export function useQuiz(quizId: string) {
  return useQuery(getQuizQueryOptions(quizId));
}

/** The one skill assessment. */
export async function getAssessmentQuiz(signal?: AbortSignal) {
  let query = supabase.from('ancora_quizzes').select(COLUMNS).eq('purpose', 'assessment');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.maybeSingle().throwOnError();
  return data;
}

export function useAssessmentQuiz() {
  return useQuery({
    queryKey: ancoraKeys.assessmentQuiz(),
    queryFn: ({ signal }) => getAssessmentQuiz(signal),
  });
}
