// /admin/courses/{courseId}/gradebook: every learner of a course with lessons completed, time
// spent, the final quiz's attempts with best and last score, and the certificate; CSV of it all;
// and per learner their accommodations on the final quiz (more attempts, more time), with why.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Table } from '@/components/ui/table';
import { tableColumns, type TableColumn } from '@/components/ui/table-columns';
import { TextField } from '@/components/ui/text-field';
import { numberInput } from '@/lib/decimal';
import { formatDate, formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useCourseEditor } from '../api/admin-courses';
import { useGradebook, useSetAccommodation, type GradebookRow } from '../api/gradebook';
import { CertificateStatusBadge } from '../components/status-badge';
import { STATUS_LABEL, isStatus } from '../credential';
import { ancoraErrorMessage, refusedField } from '../errors';
import { accommodationSchema, completionPercent, formatSpent, type AccommodationValues } from '../gradebook';
import { ancoraPaths } from '../paths';

const percent = (n: number | null) => (n === null ? '—' : `${n} %`);
const minutes = (seconds: number | null) => (seconds === null ? null : Math.round(seconds / 60));

export function GradebookPage() {
  const { courseId = '' } = useParams();
  const course = useCourseEditor(courseId);
  const gradebook = useGradebook(courseId);
  const [accommodating, setAccommodating] = useState<GradebookRow | null>(null);

  const columns = useMemo(() => {
    const col = tableColumns<GradebookRow>();
    return [
      col.accessor('learner_name', {
        header: 'Learner',
        enableHiding: false,
        meta: {
          className: 'min-w-52',
          csv: (r: GradebookRow) => (r.email ? `${r.learner_name} <${r.email}>` : r.learner_name),
        },
        cell: ({ row: { original: r } }) => (
          <span className="flex flex-col">
            <span className="font-medium text-ink">{r.learner_name}</span>
            <span className="text-xs break-words text-muted">{r.email}</span>
          </span>
        ),
      }),
      col.accessor((r) => completionPercent(r.lessons_completed, r.lessons_total), {
        id: 'completion',
        header: 'Completion',
        meta: {
          align: 'end',
          csv: (r: GradebookRow) => `${r.lessons_completed} of ${r.lessons_total} lessons`,
        },
        cell: ({ row: { original: r } }) => (
          <span className="whitespace-nowrap">
            {r.lessons_completed} of {r.lessons_total}
            <span className="block text-xs text-muted">
              {completionPercent(r.lessons_completed, r.lessons_total)} %
            </span>
          </span>
        ),
      }),
      col.accessor((r) => r.lesson_seconds + r.quiz_seconds, {
        id: 'time',
        header: 'Time spent',
        meta: {
          align: 'end',
          csv: (r: GradebookRow) => minutes(r.lesson_seconds + r.quiz_seconds),
          label: 'Time spent (minutes)',
        },
        cell: ({ row: { original: r } }) => (
          <span
            className="whitespace-nowrap"
            title={`Lessons ${formatSpent(r.lesson_seconds)}, quizzes ${formatSpent(r.quiz_seconds)}`}
          >
            {formatSpent(r.lesson_seconds + r.quiz_seconds)}
          </span>
        ),
      }),
      col.accessor('attempts', { header: 'Attempts', meta: { align: 'end' } }),
      col.accessor('best_percent', {
        header: 'Best score',
        meta: { align: 'end' },
        cell: ({ getValue }) => percent(getValue()),
      }),
      col.accessor('last_percent', {
        header: 'Last score',
        meta: { align: 'end' },
        cell: ({ getValue }) => percent(getValue()),
      }),
      col.accessor(
        (r) =>
          r.certificate_status && isStatus(r.certificate_status) ? STATUS_LABEL[r.certificate_status] : '',
        {
          id: 'certificate',
          header: 'Certificate',
          meta: {
            csv: (r: GradebookRow) =>
              r.certificate_status && isStatus(r.certificate_status)
                ? `${STATUS_LABEL[r.certificate_status]}${r.certificate_version ? ` (v${r.certificate_version})` : ''}${
                    r.certificate_expires_at ? `, until ${formatDate(r.certificate_expires_at)}` : ''
                  }`
                : '',
          },
          cell: ({ row: { original: r } }) =>
            r.certificate_status && isStatus(r.certificate_status) ? (
              <span className="flex flex-col items-start gap-0.5">
                <CertificateStatusBadge status={r.certificate_status} />
                <span className="text-xs text-muted">
                  {r.certificate_version ? `v${r.certificate_version}` : ''}
                  {r.certificate_expires_at ? ` · until ${formatDate(r.certificate_expires_at)}` : ''}
                </span>
              </span>
            ) : (
              <span className="text-muted">—</span>
            ),
        },
      ),
      col.accessor(
        (r) =>
          [
            r.extra_max_attempts ? `${r.extra_max_attempts} attempts` : '',
            r.extra_time_limit_seconds ? `${minutes(r.extra_time_limit_seconds)} min` : '',
          ]
            .filter(Boolean)
            .join(', '),
        {
          id: 'accommodations',
          header: 'Accommodations',
          meta: {
            csv: (r: GradebookRow) =>
              [
                r.extra_max_attempts ? `${r.extra_max_attempts} attempts` : '',
                r.extra_time_limit_seconds ? `${minutes(r.extra_time_limit_seconds)} min` : '',
                r.accommodation_reason ?? '',
              ]
                .filter(Boolean)
                .join('; '),
          },
          cell: ({ row: { original: r } }) => (
            <span className="flex flex-col items-start gap-1">
              {r.extra_max_attempts ? <Badge tone="info">{r.extra_max_attempts} attempts</Badge> : null}
              {r.extra_time_limit_seconds ? (
                <Badge tone="info">{minutes(r.extra_time_limit_seconds)} min</Badge>
              ) : null}
              {r.final_quiz_id ? (
                <Button variant="ghost" className="h-9 px-2" onClick={() => setAccommodating(r)}>
                  {r.extra_max_attempts || r.extra_time_limit_seconds ? 'Change' : 'Add'}
                  <span className="sr-only"> accommodations for {r.learner_name}</span>
                </Button>
              ) : null}
            </span>
          ),
        },
      ),
      col.accessor((r) => r.last_active_at ?? '', {
        id: 'last_active',
        header: 'Last active',
        meta: { className: 'whitespace-nowrap', csv: (r: GradebookRow) => formatDateTime(r.last_active_at) },
        cell: ({ row: { original: r } }) => (r.last_active_at ? formatDate(r.last_active_at) : '—'),
      }),
    ] as TableColumn<GradebookRow>[];
  }, []);

  const title = course.data?.draft.title ?? 'Course';
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        back={
          <Link
            to={ancoraPaths.adminEditCourse.href({ courseId })}
            className="text-sm font-medium text-brand-800 underline"
          >
            Back to the course
          </Link>
        }
        title={`Gradebook: ${title}`}
        description="Every learner of the course. Scores are the final quiz's; time spent counts time on lessons and in quizzes."
      />
      {gradebook.isError ? (
        <LoadError error={gradebook.error} onRetry={() => void gradebook.refetch()}>
          The gradebook could not be loaded.
        </LoadError>
      ) : (
        <Table
          caption={`Gradebook of ${title}`}
          data={gradebook.data ?? []}
          columns={columns}
          loading={gradebook.isPending}
          getRowId={(r) => r.user_id}
          initialSorting={[{ id: 'learner_name', desc: false }]}
          pageSize={25}
          columnMenu
          exportCsv={{ fileName: 'gradebook' }}
          empty="No learner has started this course yet."
        />
      )}
      {accommodating ? (
        <AccommodationDialog courseId={courseId} row={accommodating} onClose={() => setAccommodating(null)} />
      ) : null}
    </div>
  );
}

function AccommodationDialog({
  courseId,
  row,
  onClose,
}: {
  courseId: string;
  row: GradebookRow;
  onClose: () => void;
}) {
  const save = useSetAccommodation(courseId);
  const form = useForm<AccommodationValues>({
    resolver: zodResolver(accommodationSchema),
    defaultValues: {
      max_attempts: row.extra_max_attempts ?? Number.NaN,
      time_limit_minutes: minutes(row.extra_time_limit_seconds) ?? Number.NaN,
      reason: row.accommodation_reason ?? '',
    },
  });
  const e = form.formState.errors;
  const submit = form.handleSubmit((v) =>
    save.mutate(
      {
        quizId: row.final_quiz_id!,
        userId: row.user_id,
        maxAttempts: Number.isNaN(v.max_attempts) ? null : v.max_attempts,
        timeLimitMinutes: Number.isNaN(v.time_limit_minutes) ? null : v.time_limit_minutes,
        reason: v.reason.trim(),
      },
      {
        onSuccess: () => {
          toast.success('Accommodations saved', { description: row.learner_name });
          onClose();
        },
        onError: (error) => {
          const field = refusedField(error);
          if (field === 'max_attempts' || field === 'time_limit_minutes' || field === 'reason')
            form.setError(field, { message: ancoraErrorMessage(error) });
          toast.error('The accommodations were not saved', { description: ancoraErrorMessage(error) });
        },
      },
    ),
  );
  return (
    <FormDialog
      onOpenChange={(open) => !open && onClose()}
      title={`Accommodations for ${row.learner_name}`}
      description={`On the final quiz, which allows ${
        row.quiz_max_attempts ? `${row.quiz_max_attempts} attempts` : 'unlimited attempts'
      }${row.quiz_time_limit_seconds ? ` and ${minutes(row.quiz_time_limit_seconds)} minutes` : ''}. Leave both empty to remove them.`}
      submitLabel="Save accommodations"
      busy={save.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Attempts allowed"
          type="number"
          inputMode="numeric"
          hint="Empty: the quiz's own"
          error={e.max_attempts?.message}
          {...form.register('max_attempts', numberInput)}
        />
        <TextField
          label="Time limit (minutes)"
          type="number"
          inputMode="numeric"
          hint="Empty: the quiz's own"
          error={e.time_limit_minutes?.message}
          {...form.register('time_limit_minutes', numberInput)}
        />
      </div>
      <TextAreaField
        label="Reason"
        hint="Kept with the accommodation, for other admins."
        rows={2}
        error={e.reason?.message}
        {...form.register('reason')}
      />
    </FormDialog>
  );
}
