import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { ancoraKeys } from './keys';

export interface SaveProgressInput {
  lessonId: string;
  courseId: string;
  /** true: completed; false: not completed; undefined: only "viewed". */
  completed?: boolean;
}

/** Records a lesson as viewed, completed or not completed; the server stamps the times. */
export async function saveProgress({ lessonId, courseId, completed }: SaveProgressInput) {
  const row = {
    lesson_id: lessonId,
    course_id: courseId,
    ...(completed === undefined ? {} : { completed_at: completed ? new Date().toISOString() : null }),
  };
  await supabase
    .from('ancora_lesson_progress')
    .upsert(row, { onConflict: 'user_id,lesson_id' })
    .throwOnError();
}

export function useSaveProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProgress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ancoraKeys.progress() }),
  });
}
