// The practice run (/ancora/test/quiz/{lessonId}) and an admin's learner preview: drawn and graded
// by the database, stored nowhere.
import { useMutation, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Answer, PracticeReview, PracticeRun } from '../quiz-types';
import { ancoraKeys } from './keys';

export async function startPractice(lessonId: string, signal?: AbortSignal) {
  let query = supabase.rpc('ancora_practice_start', { p_lesson_id: lessonId });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data as unknown as PracticeRun;
}

export async function gradePractice(
  lessonId: string,
  sheet: Array<{ version_id: string; response: Answer | null }>,
) {
  const { data } = await supabase
    .rpc('ancora_practice_grade', { p_lesson_id: lessonId, p_sheet: sheet })
    .throwOnError();
  return data as unknown as PracticeReview;
}

export function usePractice(lessonId: string) {
  return useQuery({
    queryKey: ancoraKeys.practice(lessonId),
    queryFn: ({ signal }) => startPractice(lessonId, signal),
    // A draw is one run: keep it until the learner asks for another.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useGradePractice(lessonId: string) {
  return useMutation({
    mutationFn: (sheet: Parameters<typeof gradePractice>[1]) => gradePractice(lessonId, sheet),
  });
}
