// Quiz authoring (admins): /admin/quizzes/new puts a quiz on a lesson; /admin/quizzes/edit/{lessonId}
// edits its settings, question pool (every save of a used question makes a new version, so past
// attempts stay graded against what they showed), score bands, a preview as a learner sees it, and
// item statistics with poor questions flagged. The forms check what the database checks again.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormDialog } from '@/components/ui/dialog';
import { CheckboxField, SelectField, TextAreaField } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import {
  useAdminQuiz,
  useAuthoringOptions,
  useCreateQuiz,
  useItemStatistics,
  useSaveBands,
  useSaveQuestion,
  useSetQuestionArchived,
  useUpdateQuiz,
  type AdminQuestion,
  type AdminQuizRow,
  type ItemStatistic,
} from '../api/admin-quizzes';
import {
  bandsSchema,
  DEFAULT_SETTINGS,
  emptyQuestion,
  GRADE_METHODS,
  PURPOSES,
  QUESTION_TYPES,
  questionSchema,
  quizSettingsRow,
  quizSettingsSchema,
  quizSettingsValues,
  REVIEW_MOMENTS,
  saveQuestionArgs,
  TRUE_FALSE_CHOICES,
  type BandsValues,
  type QuestionValues,
  type QuizSettingsValues,
} from '../authoring-schemas';
import { PracticeRunner } from '../components/quiz/practice-runner';
import { ancoraPaths } from '../paths';
import { numberInput } from '@/lib/decimal';

const num = numberInput;

/** The quiz's numeric settings, in the order the form shows them. */
const NUMBER_SETTINGS: ReadonlyArray<{
  key:
    | 'pass_percent'
    | 'draw_count'
    | 'max_attempts'
    | 'time_limit_minutes'
    | 'delay_first_minutes'
    | 'delay_later_minutes';
  label: string;
  hint?: string;
  whole?: boolean;
}> = [
  { key: 'pass_percent', label: 'Pass mark (%)' },
  {
    key: 'draw_count',
    label: 'Questions drawn per attempt',
    hint: 'Empty: every question in the pool',
    whole: true,
  },
  { key: 'max_attempts', label: 'Maximum attempts', hint: 'Empty: unlimited', whole: true },
  { key: 'time_limit_minutes', label: 'Time limit (minutes)', hint: 'Enforced by the server. Empty: none' },
  { key: 'delay_first_minutes', label: 'Delay after the first attempt (minutes)' },
  { key: 'delay_later_minutes', label: 'Delay after later attempts (minutes)' },
];

function SettingsFields({ form }: { form: UseFormReturn<QuizSettingsValues> }) {
  const e = form.formState.errors;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Title"
        className="sm:col-span-2"
        error={e.title?.message}
        {...form.register('title')}
      />
      <TextAreaField
        label="Introduction"
        hint="Shown before the learner starts. Markdown."
        className="sm:col-span-2"
        rows={3}
        error={e.intro?.message}
        {...form.register('intro')}
      />
      {NUMBER_SETTINGS.map(({ key, label, hint, whole }) => (
        <TextField
          key={key}
          label={label}
          type="number"
          inputMode={whole ? 'numeric' : 'decimal'}
          hint={hint}
          error={e[key]?.message}
          {...form.register(key, num)}
        />
      ))}
      <SelectField label="Grade across attempts" {...form.register('grade_method')}>
        {GRADE_METHODS.map((g) => (
          <option key={g.value} value={g.value}>
            {g.label}
          </option>
        ))}
      </SelectField>
      <CheckboxField label="Shuffle the answers of each question" {...form.register('shuffle_answers')} />
      {(
        [
          ['review_correctness', 'Show right / wrong'],
          ['review_right_answer', 'Show the right answer'],
          ['review_feedback', 'Show answer feedback'],
        ] as const
      ).map(([key, label]) => (
        <SelectField key={key} label={label} {...form.register(key)}>
          {REVIEW_MOMENTS.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </SelectField>
      ))}
    </div>
  );
}

export function NewQuizPage() {
  const navigate = useNavigate();
  const options = useAuthoringOptions();
  const create = useCreateQuiz();
  // From the course editor's "Add quiz": /admin/quizzes/new?lesson={lessonId} picks that lesson.
  const [params] = useSearchParams();
  const asked = params.get('lesson') ?? '';
  const [chosenCourse, setCourseId] = useState<string | null>(null);
  const [chosenLesson, setLessonId] = useState<string | null>(null);
  const askedCourse =
    options.data?.find((c) => c.modules.some((m) => m.lessons.some((l) => l.id === asked)))?.id ?? '';
  const courseId = chosenCourse ?? askedCourse;
  const lessonId = chosenLesson ?? (askedCourse ? asked : '');
  const [purpose, setPurpose] = useState<'lesson' | 'final' | 'recert'>('lesson');
  const [targetError, setTargetError] = useState<string | null>(null);
  const form = useForm<QuizSettingsValues>({
    resolver: zodResolver(quizSettingsSchema),
    defaultValues: quizSettingsValues(DEFAULT_SETTINGS.lesson),
  });

  const course = options.data?.find((c) => c.id === courseId);
  const lessons = course?.modules.flatMap((m) => m.lessons.map((l) => ({ ...l, module: m.title }))) ?? [];

  const submit = form.handleSubmit((values) => {
    if (!lessonId) {
      setTargetError('Choose the lesson the quiz belongs to');
      return;
    }
    create.mutate(
      { ...quizSettingsRow(values), lesson_id: lessonId, purpose },
      {
        onSuccess: () => {
          toast.success('Quiz created');
          void navigate(ancoraPaths.adminEditQuiz.href({ lessonId }));
        },
        onError: (error) => toast.error('Could not create the quiz', { description: getErrorMessage(error) }),
      },
    );
  });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <PageHeader
        title="New quiz"
        description="Put a lesson check, a final quiz or a recertification quiz on a lesson."
      />
      {options.isPending ? (
        <Skeleton className="h-64" />
      ) : options.isError ? (
        <LoadError error={options.error} onRetry={() => void options.refetch()}>
          The courses could not be loaded.
        </LoadError>
      ) : (
        <Card>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <div className="grid gap-4 sm:grid-cols-3">
              <SelectField
                label="Course"
                value={courseId}
                onChange={(e) => {
                  setCourseId(e.target.value);
                  setLessonId('');
                }}
              >
                <option value="">Choose a course</option>
                {options.data.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label="Lesson"
                value={lessonId}
                disabled={!course}
                error={targetError ?? undefined}
                onChange={(e) => {
                  setLessonId(e.target.value);
                  setTargetError(null);
                }}
              >
                <option value="">Choose a lesson</option>
                {lessons.map((l) => (
                  <option key={l.id} value={l.id} disabled={Boolean(l.quiz)}>
                    {l.title}
                    {l.quiz ? ' (has a quiz)' : ''}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label="Kind"
                value={purpose}
                onChange={(e) => {
                  const next = e.target.value as typeof purpose;
                  setPurpose(next);
                  form.reset({
                    ...quizSettingsValues(DEFAULT_SETTINGS[next]),
                    title: form.getValues('title'),
                  });
                }}
              >
                {PURPOSES.map((p) => (
                  <option key={p.value} value={p.value}>
                    {p.label}
                  </option>
                ))}
              </SelectField>
            </div>
            <SettingsFields form={form} />
            <Button type="submit" busy={create.isPending} className="self-start">
              Create quiz
            </Button>
          </form>
        </Card>
      )}
    </div>
  );
}

export function EditQuizPage() {
  const { lessonId = '' } = useParams();
  const quiz = useAdminQuiz(lessonId);
  if (quiz.isPending) return <PageSkeleton label="Loading the quiz" variant="detail" />;
  if (quiz.isError)
    return (
      <LoadError error={quiz.error} onRetry={() => void quiz.refetch()}>
        This quiz could not be loaded.
      </LoadError>
    );
  const { lesson, quiz: row } = quiz.data;
  const courseTitle = (lesson as unknown as { course: { title: string } | null }).course?.title ?? '';
  if (!row)
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-3">
        <PageHeader title={lesson.title} description="This lesson has no quiz yet." />
        <Link to={ancoraPaths.adminNewQuiz.href()} className="font-medium text-brand-800 underline">
          Create one
        </Link>
      </div>
    );

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        back={
          <Link
            to={ancoraPaths.adminEditCourse.href({ courseId: row.course_id })}
            className="text-sm font-medium text-brand-800 underline"
          >
            Back to the course
          </Link>
        }
        title={row.title}
        description={`${courseTitle} · ${lesson.title} · ${PURPOSES.find((p) => p.value === row.purpose)?.label ?? ''}`}
      />
      <Tabs defaultValue="questions" className="flex flex-col gap-4">
        <TabsList>
          <TabsTrigger value="questions">Questions</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
          <TabsTrigger value="bands">Feedback</TabsTrigger>
          <TabsTrigger value="preview">Preview</TabsTrigger>
          <TabsTrigger value="statistics">Statistics</TabsTrigger>
        </TabsList>
        <TabsContent value="questions">
          <QuestionsPanel lessonId={lessonId} quiz={row} questions={quiz.data.questions} />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsPanel lessonId={lessonId} quiz={row} />
        </TabsContent>
        <TabsContent value="bands">
          <BandsPanel lessonId={lessonId} quizId={row.id} bands={quiz.data.bands} />
        </TabsContent>
        <TabsContent value="preview">
          <p className="mb-3 text-sm text-muted">
            Drawn and shuffled as a learner would see them. Nothing is recorded.
          </p>
          <PracticeRunner lessonId={lessonId} preview />
        </TabsContent>
        <TabsContent value="statistics">
          <StatisticsPanel courseId={row.course_id} lessonId={row.purpose === 'lesson' ? lessonId : null} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function SettingsPanel({ lessonId, quiz }: { lessonId: string; quiz: AdminQuizRow }) {
  const update = useUpdateQuiz(lessonId);
  const form = useForm<QuizSettingsValues>({
    resolver: zodResolver(quizSettingsSchema),
    defaultValues: quizSettingsValues(quiz),
  });
  const submit = form.handleSubmit((values) =>
    update.mutate(
      { id: quiz.id, ...quizSettingsRow(values) },
      {
        onSuccess: () => toast.success('Quiz saved'),
        onError: (error) => toast.error('Could not save the quiz', { description: getErrorMessage(error) }),
      },
    ),
  );
  return (
    <Card>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <SettingsFields form={form} />
        <Button type="submit" busy={update.isPending} className="self-start">
          Save settings
        </Button>
      </form>
    </Card>
  );
}

const questionCol = tableColumns<AdminQuestion>();

function QuestionsPanel({
  lessonId,
  quiz,
  questions,
}: {
  lessonId: string;
  quiz: AdminQuizRow;
  questions: AdminQuestion[];
}) {
  const [editing, setEditing] = useState<AdminQuestion | 'new' | null>(null);
  const archive = useSetQuestionArchived(lessonId);
  const active = questions.filter((q) => !q.archived_at);
  const toggleArchived = (q: AdminQuestion) =>
    archive.mutate(
      { questionId: q.id, archived: !q.archived_at },
      {
        onSuccess: () =>
          toast.success(q.archived_at ? 'Question restored' : 'Question archived', {
            description: q.archived_at ? undefined : 'It is no longer drawn; past attempts keep it.',
          }),
        onError: (error) =>
          toast.error('Could not change the question', { description: getErrorMessage(error) }),
      },
    );
  const columns = [
    questionCol.accessor((q) => q.current.prompt, {
      id: 'question',
      header: 'Question',
      cell: ({ row: { original: q } }) => (
        <>
          {q.current.prompt}
          {q.archived_at ? (
            <Badge tone="neutral" className="ml-2">
              Archived
            </Badge>
          ) : null}
          {q.in_assessment ? (
            <Badge tone="brand" className="ml-2">
              Assessment
            </Badge>
          ) : null}
        </>
      ),
    }),
    questionCol.accessor((q) => QUESTION_TYPES.find((t) => t.value === q.current.type)?.label ?? '', {
      id: 'type',
      header: 'Type',
      meta: { className: 'hidden sm:table-cell' },
    }),
    questionCol.accessor((q) => q.current.version, {
      id: 'version',
      header: 'Version',
      cell: ({ getValue }) => `v${getValue()}`,
    }),
    questionCol.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: q } }) => (
        <div className="flex justify-end gap-2 whitespace-nowrap">
          <Button variant="secondary" onClick={() => setEditing(q)}>
            Edit
          </Button>
          <Button
            variant="secondary"
            busy={archive.isPending && archive.variables?.questionId === q.id}
            onClick={() => toggleArchived(q)}
          >
            {q.archived_at ? 'Restore' : 'Archive'}
          </Button>
        </div>
      ),
      meta: { label: 'Actions', noExport: true, align: 'end' },
    }),
  ];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">
          {active.length} active {active.length === 1 ? 'question' : 'questions'}
          {quiz.draw_count ? `, ${quiz.draw_count} drawn per attempt` : ', all asked'}
          {quiz.purpose !== 'lesson' ? ' (the course’s exam bank)' : ''}
        </p>
        <Button onClick={() => setEditing('new')}>Add question</Button>
      </div>
      {questions.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-white p-6 text-center text-sm text-muted">
          No questions yet. Add the first one.
        </p>
      ) : (
        <Table
          data={questions}
          columns={columns}
          caption="Questions of this quiz"
          getRowId={(q) => q.id}
          rowClassName={(q) => (q.archived_at ? 'opacity-60' : undefined)}
          maxHeight="none"
        />
      )}
      {editing ? (
        <QuestionDialog
          lessonId={lessonId}
          quiz={quiz}
          question={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

function questionValues(q: AdminQuestion): QuestionValues {
  return {
    type: q.current.type as QuestionValues['type'],
    prompt: q.current.prompt,
    points: Number(q.current.points),
    choices: q.current.choices.map((c) => ({
      label: c.label,
      is_correct: c.is_correct,
      feedback: c.feedback ?? '',
    })),
    numeric_answer: q.current.numeric_answer === null ? Number.NaN : Number(q.current.numeric_answer),
    numeric_tolerance: q.current.numeric_tolerance === null ? 0 : Number(q.current.numeric_tolerance),
    numeric_unit: q.current.numeric_unit ?? '',
    general_feedback: q.current.general_feedback ?? '',
    in_assessment: q.in_assessment,
  };
}

function QuestionDialog({
  lessonId,
  quiz,
  question,
  onClose,
}: {
  lessonId: string;
  quiz: AdminQuizRow;
  question: AdminQuestion | null;
  onClose: () => void;
}) {
  const save = useSaveQuestion(lessonId);
  const form = useForm<QuestionValues>({
    resolver: zodResolver(questionSchema),
    defaultValues: question ? questionValues(question) : emptyQuestion(),
  });
  const choices = useFieldArray({ control: form.control, name: 'choices' });
  const type = useWatch({ control: form.control, name: 'type' });
  const answers = useWatch({ control: form.control, name: 'choices' });
  const e = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    save.mutate(
      {
        target: {
          questionId: question?.id ?? null,
          courseId: quiz.course_id,
          lessonId: quiz.purpose === 'lesson' ? lessonId : null,
        },
        args: saveQuestionArgs(values),
      },
      {
        onSuccess: (result) => {
          toast.success(result.new_version ? `Saved as version ${result.version}` : 'Question saved');
          onClose();
        },
        onError: (error) =>
          toast.error('Could not save the question', { description: getErrorMessage(error) }),
      },
    ),
  );
  const markCorrect = (index: number, checked: boolean) => {
    const all = form.getValues('choices');
    all.forEach((_, i) => {
      if (type === 'multiple') {
        if (i === index) form.setValue(`choices.${i}.is_correct`, checked);
      } else form.setValue(`choices.${i}.is_correct`, i === index);
    });
    void form.trigger('choices');
  };

  return (
    <FormDialog
      title={question ? 'Edit question' : 'New question'}
      description={
        question
          ? 'Saving a question that learners have seen makes a new version; their attempts keep the old one.'
          : undefined
      }
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      submitLabel="Save question"
      busy={save.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <SelectField
          label="Type"
          {...form.register('type', {
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value === 'true_false') form.setValue('choices', TRUE_FALSE_CHOICES);
            },
          })}
        >
          {QUESTION_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Points"
          type="number"
          inputMode="decimal"
          error={e.points?.message}
          {...form.register('points', num)}
        />
      </div>
      <TextAreaField label="Question" rows={3} error={e.prompt?.message} {...form.register('prompt')} />
      {type === 'numeric' ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Correct value"
            type="number"
            inputMode="decimal"
            step="any"
            error={e.numeric_answer?.message}
            {...form.register('numeric_answer', num)}
          />
          <TextField
            label="Tolerance (±)"
            type="number"
            inputMode="decimal"
            step="any"
            error={e.numeric_tolerance?.message}
            {...form.register('numeric_tolerance', num)}
          />
          <TextField label="Unit" error={e.numeric_unit?.message} {...form.register('numeric_unit')} />
        </div>
      ) : (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-medium text-ink">
            Answers {type === 'multiple' ? '(tick every correct one)' : '(mark the correct one)'}
          </legend>
          {choices.fields.map((field, i) => (
            <div
              key={field.id}
              className="grid gap-2 rounded-lg border border-line p-3 sm:grid-cols-[auto_1fr_auto]"
            >
              <label className="flex items-center gap-2 text-sm">
                <input
                  type={type === 'multiple' ? 'checkbox' : 'radio'}
                  name="correct-answer"
                  aria-label={`Answer ${i + 1} is correct`}
                  checked={answers[i]?.is_correct ?? false}
                  onChange={(event) => markCorrect(i, event.target.checked)}
                  className="size-4.5 accent-brand-700"
                />
                <span aria-hidden="true">Correct</span>
              </label>
              <TextField
                label={`Answer ${i + 1}`}
                readOnly={type === 'true_false'}
                error={e.choices?.[i]?.label?.message}
                {...form.register(`choices.${i}.label`)}
              />
              {type !== 'true_false' && choices.fields.length > 2 ? (
                <Button variant="secondary" className="self-end" onClick={() => choices.remove(i)}>
                  Remove
                </Button>
              ) : (
                <span />
              )}
              <TextField
                label={`Feedback for answer ${i + 1}`}
                className="sm:col-span-3"
                error={e.choices?.[i]?.feedback?.message}
                {...form.register(`choices.${i}.feedback`)}
              />
            </div>
          ))}
          {e.choices?.message || e.choices?.root?.message ? (
            <p role="alert" className="text-sm font-medium text-danger-700">
              {e.choices?.message ?? e.choices?.root?.message}
            </p>
          ) : null}
          {type !== 'true_false' && choices.fields.length < 10 ? (
            <Button
              variant="secondary"

              className="self-start"
              onClick={() => choices.append({ label: '', is_correct: false, feedback: '' })}
            >
              Add answer
            </Button>
          ) : null}
        </fieldset>
      )}
      <TextAreaField
        label="General feedback"
        rows={2}
        error={e.general_feedback?.message}
        {...form.register('general_feedback')}
      />
      <CheckboxField label="Also use in the skill assessment" {...form.register('in_assessment')} />
    </FormDialog>
  );
}

function BandsPanel({
  lessonId,
  quizId,
  bands,
}: {
  lessonId: string;
  quizId: string;
  bands: BandsValues['bands'];
}) {
  const save = useSaveBands(lessonId);
  const form = useForm<BandsValues>({
    resolver: zodResolver(bandsSchema),
    defaultValues: {
      bands: bands.map((b) => ({
        ...b,
        min_percent: Number(b.min_percent),
        max_percent: Number(b.max_percent),
      })),
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'bands' });
  const e = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { quizId, bands: values.bands },
      {
        onSuccess: () => toast.success('Feedback saved'),
        onError: (error) =>
          toast.error('Could not save the feedback', { description: getErrorMessage(error) }),
      },
    ),
  );
  return (
    <Card>
      <p className="mb-3 text-sm text-muted">
        The message a learner reads after an attempt, by score. Bands run from their lower percentage up to,
        not including, the higher one (100 includes 100).
      </p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        {rows.fields.map((field, i) => (
          <div
            key={field.id}
            className="grid gap-2 rounded-lg border border-line p-3 sm:grid-cols-[6rem_6rem_1fr_auto]"
          >
            <TextField
              label="From (%)"
              type="number"
              error={e.bands?.[i]?.min_percent?.message}
              {...form.register(`bands.${i}.min_percent`, num)}
            />
            <TextField
              label="To (%)"
              type="number"
              error={e.bands?.[i]?.max_percent?.message}
              {...form.register(`bands.${i}.max_percent`, num)}
            />
            <TextField
              label="Message"
              error={e.bands?.[i]?.message?.message}
              {...form.register(`bands.${i}.message`)}
            />
            <Button variant="secondary" className="self-end" onClick={() => rows.remove(i)}>
              Remove
            </Button>
          </div>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => rows.append({ min_percent: Number.NaN, max_percent: Number.NaN, message: '' })}
          >
            Add band
          </Button>
          <Button type="submit" busy={save.isPending}>
            Save feedback
          </Button>
        </div>
      </form>
    </Card>
  );
}

const FLAG_LABEL: Record<string, string> = {
  negative_discrimination: 'Negative discrimination',
  poor_discrimination: 'Poor discrimination',
  too_hard: 'Too hard',
  too_easy: 'Too easy',
};

const statColumn = tableColumns<ItemStatistic>();
const STAT_COLUMNS = [
  statColumn.accessor('prompt', { header: 'Question', meta: { className: 'min-w-56' } }),
  statColumn.accessor('answers', { header: 'Answers', meta: { align: 'end' } }),
  statColumn.accessor((q) => (q.answers ? Number(q.facility) : null), {
    id: 'facility',
    header: 'Facility',
    meta: { align: 'end' },
    cell: ({ getValue }) => {
      const v = getValue();
      return v === null ? '—' : `${Math.round(v * 100)} %`;
    },
  }),
  statColumn.accessor((q) => (q.discrimination === null ? null : Number(q.discrimination)), {
    id: 'discrimination',
    header: 'Discrimination',
    meta: { align: 'end' },
    cell: ({ getValue }) => {
      const v = getValue();
      return v === null ? '—' : `${v.toFixed(1)} %`;
    },
  }),
  statColumn.accessor((q) => q.flags.map((f) => FLAG_LABEL[f] ?? f).join(', '), {
    id: 'flags',
    header: 'Flags',
    enableSorting: false,
    cell: ({ row: { original: q } }) => (
      <span className="flex flex-wrap gap-1">
        {q.flags.map((f) => (
          <Badge key={f} tone="warning">
            {FLAG_LABEL[f] ?? f}
          </Badge>
        ))}
      </span>
    ),
  }),
];

function StatisticsPanel({ courseId, lessonId }: { courseId: string; lessonId: string | null }) {
  const stats = useItemStatistics(courseId);
  if (stats.isPending) return <Skeleton className="h-48" />;
  if (stats.isError)
    return (
      <LoadError error={stats.error} onRetry={() => void stats.refetch()}>
        The statistics could not be loaded.
      </LoadError>
    );
  const rows = stats.data.filter((s) => s.lesson_id === lessonId);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">
        Facility: the share of the marks learners earned. Discrimination: how well a question separates
        learners who did well overall from those who did not (Moodle flags a question whose discrimination
        efficiency is under 15 %). Flags appear from 10 answers.
      </p>
      <Table
        caption="Item statistics of this quiz’s questions"
        data={rows}
        columns={STAT_COLUMNS}
        getRowId={(q) => q.question_id}
        empty="No questions yet."
        exportCsv={{ fileName: 'item-statistics' }}
      />
    </div>
  );
}
