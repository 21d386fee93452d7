// /admin/courses: every course with where it stands (draft, published, changes waiting,
// unpublished), its learners and certificates, and who edited it last; /admin/courses/new starts
// one from a title, a summary, a topic, a level and the plan it needs.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField } from '@/components/ui/fields';
import { LinkButton } from '@/components/ui/link-button';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Table } from '@/components/ui/table';
import { tableColumns, type TableColumn } from '@/components/ui/table-columns';
import { TextField } from '@/components/ui/text-field';
import { formatDateTime, formatRelative } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useAdminCourses, useCreateCourse, type AdminCourse } from '../api/admin-courses';
import { LEVELS, levelLabel, TOPICS, topicLabel } from '../catalogue';
import {
  courseDraftSchema,
  PUBLICATION_LABELS,
  publicationState,
  type CourseDraft,
  type PublicationState,
} from '../course-draft';
import { ancoraErrorMessage } from '../errors';
import { ancoraPaths } from '../paths';

const STATE_TONE: Record<PublicationState, BadgeTone> = {
  draft: 'neutral',
  published: 'success',
  changed: 'warning',
  unpublished: 'danger',
};

export function PublicationBadge(props: Parameters<typeof publicationState>[0]) {
  const state = publicationState(props);
  return (
    <Badge tone={STATE_TONE[state]}>
      {PUBLICATION_LABELS[state]}
      {props.version > 0 ? ` · v${props.version}` : ''}
    </Badge>
  );
}

export function AdminCoursesPage() {
  const courses = useAdminCourses();
  const navigate = useNavigate();
  const columns = useMemo(() => {
    const col = tableColumns<AdminCourse>();
    return [
      col.accessor('title', {
        header: 'Course',
        meta: { className: 'min-w-56' },
        cell: ({ row: { original: c } }) => (
          <span className="flex flex-col">
            <span className="font-medium text-ink">{c.title}</span>
            <span className="text-xs text-muted">
              {topicLabel(c.topic)} · {levelLabel(c.level)} · {c.is_pro ? 'Professional' : 'Basic'}
            </span>
          </span>
        ),
      }),
      col.accessor((c) => PUBLICATION_LABELS[publicationState(c)], {
        id: 'status',
        header: 'Status',
        cell: ({ row: { original: c } }) => <PublicationBadge {...c} />,
      }),
      col.accessor('learners', { header: 'Learners', meta: { align: 'end' } }),
      col.accessor('certificates', { header: 'Certificates', meta: { align: 'end' } }),
      col.accessor('edited_at', {
        header: 'Last edit',
        meta: {
          className: 'whitespace-nowrap',
          csv: (c: AdminCourse) => `${formatDateTime(c.edited_at)}${c.edited_by ? `, ${c.edited_by}` : ''}`,
        },
        cell: ({ row: { original: c } }) => (
          <span className="flex flex-col">
            <span title={formatDateTime(c.edited_at)}>{formatRelative(c.edited_at)}</span>
            {c.edited_by ? <span className="text-xs text-muted">{c.edited_by}</span> : null}
          </span>
        ),
      }),
    ] as TableColumn<AdminCourse>[];
  }, []);

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Courses"
        description="Write courses, publish them as versions and see who is learning. Quizzes are edited from each lesson."
        actions={<LinkButton to={ancoraPaths.adminNewCourse.href()}>New course</LinkButton>}
      />
      {courses.isError ? (
        <LoadError error={courses.error} onRetry={() => void courses.refetch()}>
          The courses could not be loaded.
        </LoadError>
      ) : (
        <Table
          caption="Courses"
          data={courses.data ?? []}
          columns={columns}
          loading={courses.isPending}
          getRowId={(c) => c.id}
          onRowClick={(c) => void navigate(ancoraPaths.adminEditCourse.href({ courseId: c.id }))}
          rowLabel={(c) => `Edit ${c.title}`}
          exportCsv={{ fileName: 'courses' }}
          empty="No courses yet. Start one with New course."
        />
      )}
    </div>
  );
}

export function NewCoursePage() {
  const navigate = useNavigate();
  const create = useCreateCourse();
  const form = useForm<CourseDraft>({
    resolver: zodResolver(courseDraftSchema(null)),
    defaultValues: {
      title: '',
      summary: '',
      description: '',
      topic: '',
      level: '',
      is_pro: false,
      certificate_validity_months: null,
      cover_path: null,
      completion_rule: 'final_quiz',
      prerequisites: [],
      modules: [],
    },
  });
  const e = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (id) => {
        toast.success('Course created', { description: 'Write its modules and lessons, then publish it.' });
        void navigate(ancoraPaths.adminEditCourse.href({ courseId: id }));
      },
      // What was typed stays in the form.
      onError: (error) =>
        toast.error('Could not create the course', { description: ancoraErrorMessage(error) }),
    }),
  );

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <PageHeader
        title="New course"
        description="Start with what a learner sees in the catalogue. Lessons, the cover and the rules come next; nothing is shown to learners until you publish."
      />
      <Card>
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Title"
            className="sm:col-span-2"
            error={e.title?.message}
            {...form.register('title')}
          />
          <TextAreaField
            label="Summary"
            hint="One or two sentences for the catalogue card (10 to 300 characters)."
            className="sm:col-span-2"
            rows={3}
            error={e.summary?.message}
            {...form.register('summary')}
          />
          <SelectField label="Topic" error={e.topic?.message} {...form.register('topic')}>
            <option value="">Choose a topic</option>
            {TOPICS.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </SelectField>
          <SelectField label="Level" error={e.level?.message} {...form.register('level')}>
            <option value="">Choose a level</option>
            {LEVELS.map((l) => (
              <option key={l.value} value={l.value}>
                {l.label}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Required plan"
            hint="Professional puts the course on the Pro track."
            {...form.register('is_pro', { setValueAs: (v: string | boolean) => v === true || v === 'true' })}
          >
            <option value="false">Basic</option>
            <option value="true">Professional</option>
          </SelectField>
          <div className="flex items-end sm:col-span-2">
            <Button type="submit" busy={create.isPending}>
              Create course
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
