import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { QuizStatus } from '../quiz-types';
import { ancoraKeys } from './keys';

/** Where the learner stands on a quiz (ancora_quiz_status grades an overdue attempt first). */
export async function getQuizStatus(quizId: string, signal?: AbortSignal) {
  let query = supabase.rpc('ancora_quiz_status', { p_quiz_id: quizId });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data as unknown as QuizStatus;
}

export const getQuizStatusQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: ancoraKeys.quizStatus(quizId),
    queryFn: ({ signal }) => getQuizStatus(quizId, signal),
  });

export function useQuizStatus(quizId: string | undefined) {
  return useQuery({ ...getQuizStatusQueryOptions(quizId ?? ''), enabled: Boolean(quizId) });
}
