import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { accountKeys } from './keys';

/** Every back-office job (pg_cron) with its last run; admins only (the function checks). */
export async function getBackOfficeJobs(signal?: AbortSignal) {
  let query = supabase.rpc('back_office_jobs');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type BackOfficeJob = Awaited<ReturnType<typeof getBackOfficeJobs>>[number];

export function useBackOfficeJobs() {
  return useQuery({
    queryKey: accountKeys.backOfficeJobs(),
    queryFn: ({ signal }) => getBackOfficeJobs(signal),
    // The every-minute jobs move on their own.
    refetchInterval: 30_000,
  });
}

export async function getJobFailures(job: string, signal?: AbortSignal) {
  let query = supabase.rpc('back_office_job_failures', { p_jobname: job });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export function useJobFailures(job: string, enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.backOfficeFailures(job),
    queryFn: ({ signal }) => getJobFailures(job, signal),
    enabled,
  });
}

/** Runs a job's own command now and answers its outcome (the run is recorded for the view). */
export async function runBackOfficeJob(job: string) {
  const { data } = await supabase.rpc('back_office_run_job', { p_jobname: job }).throwOnError();
  return data;
}

export function useRunBackOfficeJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBackOfficeJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.backOfficeJobs() }),
  });
}
