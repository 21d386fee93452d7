import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { toast } from '@/lib/toast';
import type { FeedbackStatus } from '../schemas';
import { feedbackKeys } from './keys';

export async function updateFeedbackStatus({ id, status }: { id: string; status: FeedbackStatus }) {
  await supabase.from('feedback_logs').update({ status }).eq('feedback_id', id).throwOnError();
}

export function useUpdateFeedbackStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeedbackStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.lists() }),
    onError: (error) => toast.error('Status not changed', { description: getErrorMessage(error) }),
  });
}
