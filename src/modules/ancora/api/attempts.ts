// Taking a quiz: start (or resume), read the open attempt, save answers as they are given, submit,
// review. Each call is a database function; the browser never holds the key.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { sheetPayload, type Sheet } from '../answers';
import type { AttemptReview, OpenAttempt, QuizStatus } from '../quiz-types';
import { ancoraKeys } from './keys';

export async function startAttempt(quizId: string) {
  const { data } = await supabase.rpc('ancora_start_attempt', { p_quiz_id: quizId }).throwOnError();
  return data as unknown as OpenAttempt;
}

export async function getAttempt(attemptId: string, signal?: AbortSignal) {
  let query = supabase.rpc('ancora_get_attempt', { p_attempt_id: attemptId });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data as unknown as OpenAttempt;
}

export async function saveAnswers(attemptId: string, sheet: Sheet) {
  const { data } = await supabase
    .rpc('ancora_save_responses', { p_attempt_id: attemptId, p_responses: sheetPayload(sheet) })
    .throwOnError();
  return data as unknown as { saved_at: string; deadline: string | null };
}

export async function submitAttempt(attemptId: string, sheet: Sheet | null) {
  const { data } = await supabase
    .rpc('ancora_submit_attempt', {
      p_attempt_id: attemptId,
      ...(sheet ? { p_responses: sheetPayload(sheet) } : {}),
    })
    .throwOnError();
  return data as unknown as AttemptReview;
}

export async function reviewAttempt(attemptId: string, signal?: AbortSignal) {
  let query = supabase.rpc('ancora_review_attempt', { p_attempt_id: attemptId });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data as unknown as AttemptReview;
}

export const getAttemptQueryOptions = (attemptId: string) =>
  queryOptions({
    queryKey: ancoraKeys.attempt(attemptId),
    queryFn: ({ signal }) => getAttempt(attemptId, signal),
    // The sheet lives in the page while it is open; refetching would overwrite unsaved typing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useAttempt(attemptId: string | null) {
  return useQuery({ ...getAttemptQueryOptions(attemptId ?? ''), enabled: Boolean(attemptId) });
}

export function useReview(attemptId: string | null) {
  return useQuery({
    queryKey: ancoraKeys.review(attemptId ?? ''),
    queryFn: ({ signal }) => reviewAttempt(attemptId!, signal),
    enabled: Boolean(attemptId),
  });
}

/** Starting, submitting: the quiz's status, progress, certificates and placements may change. */
function useInvalidateOutcomes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [ancoraKeys.attempts(), ancoraKeys.certificates(), ancoraKeys.placements()].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useStartAttempt() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateOutcomes();
  return useMutation({
    mutationFn: startAttempt,
    onSuccess: (open) => {
      queryClient.setQueryData(ancoraKeys.attempt(open.attempt.id), open);
      // The quiz now has an open attempt; say so before the status is fetched again.
      queryClient.setQueryData<QuizStatus>(ancoraKeys.quizStatus(open.attempt.quiz_id), (old) =>
        old
          ? {
              ...old,
              open_attempt: {
                id: open.attempt.id,
                started_at: open.attempt.started_at,
                deadline: open.attempt.deadline,
              },
            }
          : old,
      );
    },
    onSettled: invalidate,
  });
}

export function useSubmitAttempt() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateOutcomes();
  return useMutation({
    mutationFn: ({ attemptId, sheet }: { attemptId: string; sheet: Sheet | null }) =>
      submitAttempt(attemptId, sheet),
    onSuccess: (review) => {
      queryClient.setQueryData(ancoraKeys.review(review.attempt.id), review);
      queryClient.setQueryData(ancoraKeys.quizStatus(review.quiz.id), review.status);
      queryClient.removeQueries({ queryKey: ancoraKeys.attempt(review.attempt.id) });
    },
    onSettled: invalidate,
  });
}
