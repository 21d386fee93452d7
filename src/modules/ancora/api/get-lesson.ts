import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { ancoraKeys } from './keys';

export async function getLesson(lessonId: string, signal?: AbortSignal) {
  let query = supabase
    .from('ancora_lessons')
    .select('id, course_id, module_id, position, title, body, estimated_minutes, video_url')
    .eq('id', lessonId);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.single().throwOnError();
  return data;
}

export const getLessonQueryOptions = (lessonId: string) =>
  queryOptions({
    queryKey: ancoraKeys.lesson(lessonId),
    queryFn: ({ signal }) => getLesson(lessonId, signal),
  });

export function useLesson(lessonId: string) {
  return useQuery(getLessonQueryOptions(lessonId));
}
