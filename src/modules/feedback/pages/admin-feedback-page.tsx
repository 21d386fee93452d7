import { formatDateTime } from '@/lib/format';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/errors';
import { useFeedbackList, type FeedbackEntry } from '../api/get-feedback-list';
import type { FeedbackFilters } from '../api/keys';
import { useUpdateFeedbackStatus } from '../api/update-feedback-status';
import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from '../schemas';
import { nextStatuses, STATUS_LABELS } from '../status';
import { fullName } from '@/lib/names';
import { PageHeader } from '@/components/ui/page-header';

const selectClass =
  'h-10 rounded-lg border border-line bg-white px-3 text-sm text-ink shadow-xs focus-visible:border-brand-600';

const TYPE_LABEL = Object.fromEntries(FEEDBACK_TYPES.map((t) => [t.value, t.label]));

/** /admin/user-feedback and /admin/feedback: triage of every user's feedback. */
export function AdminFeedbackPage() {
  const [filters, setFilters] = useState<FeedbackFilters>({ type: 'all', status: 'all' });
  const list = useFeedbackList(filters);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="User Feedback" description="Feedback sent from the app, newest first." />
      <div className="flex flex-wrap gap-4">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Type
          <select
            className={selectClass}
            value={filters.type}
            onChange={(e) => setFilters((f) => ({ ...f, type: e.target.value as FeedbackFilters['type'] }))}
          >
            <option value="all">All types</option>
            {FEEDBACK_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Status
          <select
            className={selectClass}
            value={filters.status}
            onChange={(e) =>
              setFilters((f) => ({ ...f, status: e.target.value as FeedbackFilters['status'] }))
            }
          >
            <option value="all">All statuses</option>
            {FEEDBACK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>

      {list.isPending ? (
        <p role="status" className="text-sm text-muted">
          Loading...
        </p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-danger-700">
          {getErrorMessage(list.error)}
        </p>
      ) : list.data.length === 0 ? (
        <p className="text-sm text-muted">No feedback matches these filters.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {list.data.map((entry) => (
            <FeedbackItem key={entry.feedback_id} entry={entry} />
          ))}
        </ul>
      )}
    </div>
  );
}

function FeedbackItem({ entry }: { entry: FeedbackEntry }) {
  const update = useUpdateFeedbackStatus();
  const name = fullName(entry.submitter?.first_name, entry.submitter?.last_name, 'Unknown user');
  const status = entry.status as keyof typeof STATUS_LABELS;
  return (
    <li className="rounded-xl border border-line bg-white p-5 shadow-xs" aria-label={`Feedback from ${name}`}>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">
          {TYPE_LABEL[entry.feedback_type] ?? entry.feedback_type}
        </span>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 font-semibold',
            status === 'open' ? 'bg-amber-50 text-amber-800' : 'bg-slate-100 text-slate-700',
          )}
        >
          {STATUS_LABELS[status] ?? entry.status}
        </span>
        <span className="text-muted">
          {name} · {formatDateTime(entry.created_at)}
        </span>
      </div>
      <p className="mt-3 text-sm break-words whitespace-pre-line text-ink">{entry.description}</p>
      {entry.attachmentLink && (
        <a href={entry.attachmentLink} target="_blank" rel="noreferrer" className="mt-3 inline-block">
          <img
            src={entry.attachmentLink}
            alt="Feedback attachment"
            className="max-h-40 rounded-lg border border-line object-contain"
          />
        </a>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {nextStatuses(entry.status).map((next) => (
          <button
            key={next}
            type="button"
            disabled={update.isPending}
            onClick={() => update.mutate({ id: entry.feedback_id, status: next })}
            className="h-9 rounded-lg border border-line px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
          >
            {next === 'open' ? 'Reopen' : `Mark ${STATUS_LABELS[next].toLowerCase()}`}
          </button>
        ))}
      </div>
    </li>
  );
}
