import { useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/errors';
import { formatDateTime, formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import {
  useBackOfficeJobs,
  useJobFailures,
  useRunBackOfficeJob,
  type BackOfficeJob,
} from '../api/back-office-jobs';
import { describeSchedule, nextRun } from '../cron-schedule';

const RESULT: Record<string, { label: string; tone: BadgeTone }> = {
  succeeded: { label: 'Succeeded', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  running: { label: 'Running', tone: 'info' },
  starting: { label: 'Starting', tone: 'info' },
};

function duration(start: string | null, end: string | null): string {
  if (!start || !end) return '—';
  const ms = Date.parse(end) - Date.parse(start);
  return ms < 1000 ? `${formatNumber(ms, 0)} ms` : `${formatNumber(ms / 1000, 1)} s`;
}

/** /admin/operations: the back office's scheduled jobs, how their runs went, and "Run now". */
export function AdminOperationsPage() {
  const jobs = useBackOfficeJobs();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <PageHeader
        title="Operations"
        description="The jobs that run while nobody is looking: when each last ran, how it went, and when it runs next (times in your time zone; schedules in UTC)."
      />
      {jobs.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <span className="sr-only">Loading...</span>
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : jobs.isError ? (
        <LoadError error={jobs.error} onRetry={() => void jobs.refetch()}>
          The jobs could not be loaded.
        </LoadError>
      ) : jobs.data.length === 0 ? (
        <EmptyState title="No scheduled jobs" description="The migrations schedule none yet." />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Scheduled jobs">
          {jobs.data.map((job) => (
            <JobCard key={job.jobname} job={job} />
          ))}
        </ul>
      )}
    </div>
  );
}

function JobCard({ job }: { job: BackOfficeJob }) {
  const [showFailures, setShowFailures] = useState(false);
  const run = useRunBackOfficeJob();
  const next = job.active ? nextRun(job.schedule, new Date()) : null;
  const result = job.last_status
    ? (RESULT[job.last_status] ?? { label: job.last_status, tone: 'neutral' })
    : null;
  const headingId = `job-${job.jobname}`;
  return (
    <li aria-labelledby={headingId}>
      <Card className="flex flex-col gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={headingId} className="font-mono text-base font-semibold break-words text-ink">
              {job.jobname}
            </h2>
            <p className="text-sm text-muted">
              {describeSchedule(job.schedule)}
              {job.active ? '' : ' · paused'}
            </p>
          </div>
          <Button
            variant="secondary"
            disabled={run.isPending}
            onClick={() =>
              run.mutate(job.jobname, {
                onSuccess: (r) =>
                  r.status === 'succeeded'
                    ? toast.success(`${job.jobname} ran`, {
                        description: `Finished in ${duration(r.start_time, r.end_time)}.`,
                      })
                    : toast.error(`${job.jobname} failed`, { description: r.return_message }),
                onError: (error) =>
                  toast.error('Could not run the job', { description: getErrorMessage(error) }),
              })
            }
          >
            {run.isPending ? 'Running…' : 'Run now'}
          </Button>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted">Last run</dt>
            <dd className="text-ink">
              {job.last_start ? formatDateTime(job.last_start) : 'Never'}
              {job.last_source === 'admin' ? ' (by hand)' : ''}
            </dd>
          </div>
          <div>
            <dt className="text-muted">Duration</dt>
            <dd className="text-ink">{duration(job.last_start, job.last_end)}</dd>
          </div>
          <div>
            <dt className="text-muted">Result</dt>
            <dd>{result ? <Badge tone={result.tone}>{result.label}</Badge> : '—'}</dd>
          </div>
          <div>
            <dt className="text-muted">Next run</dt>
            <dd className="text-ink">{next ? formatDateTime(next) : job.active ? job.schedule : 'Paused'}</dd>
          </div>
        </dl>
        {job.last_status === 'failed' && job.last_message ? (
          <p className="rounded-lg bg-danger-50 p-2 font-mono text-xs break-words text-danger-700">
            {job.last_message}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className={job.failures_7d > 0 ? 'text-danger-700' : 'text-muted'}>
            {job.failures_7d === 0
              ? 'No failures in the last 7 days'
              : `${job.failures_7d} ${job.failures_7d === 1 ? 'failure' : 'failures'} in the last 7 days`}
          </span>
          {job.failures_7d > 0 ? (
            <Button
              variant="ghost"
              className="h-9"
              aria-expanded={showFailures}
              onClick={() => setShowFailures((v) => !v)}
            >
              {showFailures ? 'Hide failures' : 'Show failures'}
            </Button>
          ) : null}
        </div>
        {showFailures ? <Failures job={job.jobname} /> : null}
      </Card>
    </li>
  );
}

function Failures({ job }: { job: string }) {
  const failures = useJobFailures(job, true);
  if (failures.isPending) return <Skeleton className="h-16" />;
  if (failures.isError)
    return (
      <LoadError error={failures.error} onRetry={() => void failures.refetch()}>
        The failures could not be loaded.
      </LoadError>
    );
  return (
    <ul className="divide-y divide-line rounded-lg border border-line" aria-label={`Failures of ${job}`}>
      {failures.data.map((f, i) => (
        <li key={`${f.start_time}-${i}`} className="flex flex-col gap-1 p-2 text-sm">
          <span className="text-muted">
            {f.start_time ? formatDateTime(f.start_time) : '—'} ·{' '}
            {f.source === 'admin' ? 'by hand' : 'scheduled'}
          </span>
          <span className="font-mono text-xs break-words text-danger-700">{f.return_message}</span>
        </li>
      ))}
    </ul>
  );
}
