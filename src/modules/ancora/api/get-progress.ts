import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { ancoraKeys } from './keys';

/** All of the learner's lesson progress (a few hundred rows at most), newest view first. */
export async function getProgress(signal?: AbortSignal) {
  let query = supabase
    .from('ancora_lesson_progress')
    .select('lesson_id, course_id, completed_at, last_viewed_at')
    .order('last_viewed_at', { ascending: false });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export const getProgressQueryOptions = () =>
  queryOptions({ queryKey: ancoraKeys.progress(), queryFn: ({ signal }) => getProgress(signal) });

export function useProgress() {
  return useQuery(getProgressQueryOptions());
}
