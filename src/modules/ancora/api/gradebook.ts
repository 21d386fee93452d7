// A course's gradebook (admins): per learner, lessons done, time spent, the final quiz's attempts
// and scores, the certificate and their accommodations; and setting an accommodation.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { ancoraKeys } from './keys';

export async function getGradebook(courseId: string, signal?: AbortSignal) {
  let query = supabase.rpc('ancora_gradebook', { p_course_id: courseId });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? []).map((r) => ({
    ...r,
    best_percent: r.best_percent === null ? null : Number(r.best_percent),
    last_percent: r.last_percent === null ? null : Number(r.last_percent),
  }));
}

export type GradebookRow = Awaited<ReturnType<typeof getGradebook>>[number];

export function useGradebook(courseId: string) {
  return useQuery({
    queryKey: ancoraKeys.gradebook(courseId),
    queryFn: ({ signal }) => getGradebook(courseId, signal),
  });
}

export interface AccommodationInput {
  quizId: string;
  userId: string;
  maxAttempts: number | null;
  timeLimitMinutes: number | null;
  reason: string;
}

export async function setAccommodation(a: AccommodationInput) {
  await supabase
    .rpc('ancora_set_accommodation', {
      p_quiz_id: a.quizId,
      p_user_id: a.userId,
      p_max_attempts: a.maxAttempts as number,
      p_time_limit_minutes: a.timeLimitMinutes as number,
      p_reason: a.reason,
    })
    .throwOnError();
}

export function useSetAccommodation(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccommodation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ancoraKeys.gradebook(courseId) }),
  });
}
