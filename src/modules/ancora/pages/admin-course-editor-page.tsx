// /admin/courses/{courseId}/edit: the course's draft (details, cover, prerequisites, passing rules,
// and its outline of modules and lessons), saved as a draft and published as versions. Edits not
// yet saved are kept in this browser as they are typed, so a reload or a closed tab loses nothing;
// they come back with a note and a way to throw them away.
import { useEffect, useMemo, useReducer, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog, FormDialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/fields';
import { LinkButton } from '@/components/ui/link-button';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { formatDateTime, formatRelative } from '@/lib/format';
import { toast } from '@/lib/toast';
import {
  useCourseEditor,
  useDiscardCourseDraft,
  usePublishCourse,
  useSaveCourseDraft,
  useUnpublishCourse,
  type CourseEditor,
} from '../api/admin-courses';
import { CourseDetails } from '../components/course-editor/course-details';
import { LessonDialog } from '../components/course-editor/lesson-dialog';
import { OutlineEditor } from '../components/course-editor/outline-editor';
import {
  draftIssues,
  draftMinutes,
  localDraftKey,
  newLesson,
  outlineTarget,
  publishIssues,
  readLocalDraft,
  sameDraft,
  type CourseDraft,
  type DraftIssue,
  type LocalDraft,
} from '../course-draft';
import { ancoraErrorMessage, refusedField } from '../errors';
import { draftReducer } from '../outline';
import { ancoraPaths } from '../paths';
import { PublicationBadge } from './admin-courses-page';

export function CourseEditorPage() {
  const { courseId = '' } = useParams();
  const editor = useCourseEditor(courseId);
  // A reload of the server's copy (after publishing or discarding) starts the form again.
  const [generation, setGeneration] = useState(0);
  if (editor.isPending) return <PageSkeleton label="Loading the course" variant="detail" />;
  if (editor.isError)
    return (
      <LoadError error={editor.error} onRetry={() => void editor.refetch()}>
        This course could not be loaded.
      </LoadError>
    );
  return (
    <Editor
      key={`${courseId}:${generation}`}
      courseId={courseId}
      editor={editor.data}
      onReload={async () => {
        await editor.refetch();
        setGeneration((g) => g + 1);
      }}
    />
  );
}

function initialState(courseId: string, editor: CourseEditor) {
  const local = typeof window === 'undefined' ? null : readLocalDraft(window.localStorage, courseId);
  if (local && !sameDraft(local.values, editor.draft)) return { draft: local.values, restored: local };
  return { draft: editor.draft, restored: null as LocalDraft | null };
}

function Editor({
  courseId,
  editor,
  onReload,
}: {
  courseId: string;
  editor: CourseEditor;
  onReload: () => Promise<void>;
}) {
  const [init] = useState(() => initialState(courseId, editor));
  const [draft, dispatch] = useReducer(draftReducer, init.draft);
  const [baseline, setBaseline] = useState<CourseDraft>(editor.draft);
  const [revision, setRevision] = useState<number | null>(init.restored?.revision ?? editor.revision);
  const [savedAt, setSavedAt] = useState(editor.saved_at);
  const [restored, setRestored] = useState(init.restored);
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<DraftIssue | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'publish' | 'unpublish' | 'discard' | null>(null);
  const [note, setNote] = useState('');
  const save = useSaveCourseDraft(courseId);
  const publish = usePublishCourse(courseId);
  const unpublish = useUnpublishCourse(courseId);
  const discard = useDiscardCourseDraft(courseId);
  const dirty = !sameDraft(draft, baseline);
  const lessonCount = draft.modules.reduce((n, m) => n + m.lessons.length, 0);

  // Unsaved edits live in this browser until they are saved (or thrown away).
  useEffect(() => {
    const key = localDraftKey(courseId);
    const timer = window.setTimeout(() => {
      if (dirty) {
        const saved: LocalDraft = { values: draft, revision, at: new Date().toISOString() };
        window.localStorage.setItem(key, JSON.stringify(saved));
      } else window.localStorage.removeItem(key);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [courseId, draft, dirty, revision]);

  // Leaving with unsaved edits: the browser asks (they are kept here either way).
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const issues = useMemo(() => (submitted ? draftIssues(draft, courseId) : []), [submitted, draft, courseId]);
  // The database's refusal stays under its field until that field changes.
  const [refusedDraft, setRefusedDraft] = useState<CourseDraft | null>(null);
  const issue = (path: string) =>
    issues.find((i) => i.path === path)?.message ??
    (refusal?.path === path && refusedDraft === draft ? refusal.message : undefined);

  const savedLessons = useMemo(
    () => new Set(baseline.modules.flatMap((m) => m.lessons.map((l) => l.id))),
    [baseline],
  );
  const finalQuiz = editor.quizzes.find((q) => q.purpose === 'final' && savedLessons.has(q.lesson_id));

  /** Opens what a refusal is about: the lesson's editor, or nothing for a course field. */
  function showIssue(found: DraftIssue) {
    const target = outlineTarget(found.path);
    const lesson =
      target?.lesson !== null && target ? draft.modules[target.module]?.lessons[target.lesson!] : null;
    if (lesson && /\.(title|body|estimated_minutes|video_url)$/.test(found.path)) setEditing(lesson.id);
    else
      document
        .getElementById(target ? 'outline' : 'details')
        ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  function refused(error: unknown, title: string) {
    const path = refusedField(error);
    const message = ancoraErrorMessage(error);
    if (path !== null) {
      setRefusal({ path, message });
      setRefusedDraft(draft);
      showIssue({ path, message });
    }
    toast.error(title, { description: message });
  }

  /** Saves when there is something to save; resolves false when the form or the database refused. */
  async function saveDraft(): Promise<boolean> {
    setSubmitted(true);
    const found = draftIssues(draft, courseId);
    if (found.length) {
      showIssue(found[0]!);
      toast.error('The draft was not saved', { description: found[0]!.message });
      return false;
    }
    if (!dirty && revision !== null) return true;
    try {
      const result = await save.mutateAsync({ courseId, draft, revision });
      setRevision(result.revision);
      setSavedAt(result.saved_at);
      setBaseline(draft);
      setRestored(null);
      window.localStorage.removeItem(localDraftKey(courseId));
      return true;
    } catch (error) {
      refused(error, 'The draft was not saved');
      return false;
    }
  }

  async function onPublish() {
    const found = [...draftIssues(draft, courseId), ...publishIssues(draft)];
    if (found.length) {
      setSubmitted(true);
      setDialog(null);
      if (!draftIssues(draft, courseId).length) {
        setRefusal(found[0]!);
        setRefusedDraft(draft);
      }
      showIssue(found[0]!);
      toast.error('The course was not published', { description: found[0]!.message });
      return;
    }
    if (!(await saveDraft())) return setDialog(null);
    publish.mutate(
      { courseId, note },
      {
        onSuccess: async (result) => {
          toast.success(
            result.new_version ? `Version ${result.version} published` : 'Course published again',
            {
              description: 'Learners see it now; their progress and certificates are kept.',
            },
          );
          setDialog(null);
          setNote('');
          await onReload();
        },
        onError: (error) => {
          setDialog(null);
          refused(error, 'The course was not published');
        },
      },
    );
  }

  const nextVersion = editor.version + 1;
  const changesWaiting = dirty || editor.unpublished_changes || editor.version === 0;
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        back={
          <Link to={ancoraPaths.adminCourses.href()} className="text-sm font-medium text-brand-800 underline">
            All courses
          </Link>
        }
        title={draft.title.trim() || 'Untitled course'}
        badge={
          <PublicationBadge
            published={editor.published}
            version={editor.version}
            unpublished_changes={editor.unpublished_changes || dirty}
          />
        }
        description={
          <span role="status">
            {dirty
              ? 'Unsaved changes (kept in this browser until you save).'
              : savedAt
                ? `Draft saved ${formatRelative(savedAt)}${editor.saved_by ? ` by ${editor.saved_by}` : ''}.`
                : 'Nothing saved yet.'}{' '}
            {draft.modules.length} {draft.modules.length === 1 ? 'module' : 'modules'}, {lessonCount}{' '}
            {lessonCount === 1 ? 'lesson' : 'lessons'}, {draftMinutes(draft)} min.
          </span>
        }
        actions={
          <>
            <Button
              variant="secondary"
              busy={save.isPending}
              onClick={() => void saveDraft().then((ok) => ok && toast.success('Draft saved'))}
            >
              Save draft
            </Button>
            <Button disabled={!changesWaiting && editor.published} onClick={() => setDialog('publish')}>
              {changesWaiting
                ? `Publish version ${nextVersion}`
                : editor.published
                  ? `Version ${editor.version} is live`
                  : 'Publish again'}
            </Button>
          </>
        }
      />

      {restored ? (
        <Alert tone="warning">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span>
              Your unsaved changes from {formatDateTime(restored.at)} were restored from this browser. Save
              the draft to keep them.
            </span>
            <Button
              variant="secondary"
              onClick={() => {
                dispatch({ type: 'replace', draft: baseline });
                setRevision(editor.revision);
                setRestored(null);
                window.localStorage.removeItem(localDraftKey(courseId));
              }}
            >
              Discard them
            </Button>
          </div>
        </Alert>
      ) : null}

      <div className="flex flex-wrap gap-2 text-sm">
        {editor.version > 0 ? (
          <LinkButton variant="secondary" to={ancoraPaths.course.href({ courseId })}>
            View as a learner
          </LinkButton>
        ) : null}
        <LinkButton variant="secondary" to={ancoraPaths.adminGradebook.href({ courseId })}>
          Gradebook
        </LinkButton>
        {editor.published ? (
          <Button variant="ghost" onClick={() => setDialog('unpublish')}>
            Unpublish
          </Button>
        ) : null}
        {editor.version > 0 && editor.unpublished_changes && !dirty ? (
          <Button variant="ghost" onClick={() => setDialog('discard')}>
            Discard draft changes
          </Button>
        ) : null}
      </div>

      <Card id="details">
        <CardHeader
          title="Course"
          description="What the catalogue and the course page show, and how it is passed."
        />
        <CourseDetails
          courseId={courseId}
          draft={draft}
          dispatch={dispatch}
          issue={issue}
          finalQuiz={finalQuiz}
        />
      </Card>

      <Card id="outline">
        <CardHeader
          title="Modules and lessons"
          description="Drag a handle, or focus it and press Space, to reorder. Lesson ids stay the same from version to version, so learners keep their progress."
        />
        <OutlineEditor
          draft={draft}
          dispatch={dispatch}
          issue={issue}
          quizzes={editor.quizzes}
          savedLessons={savedLessons}
          onEditLesson={setEditing}
          onAddLesson={(moduleId) => {
            const lesson = newLesson();
            dispatch({ type: 'addLesson', moduleId, lesson });
            setEditing(lesson.id);
          }}
        />
      </Card>

      <Card>
        <CardHeader
          title="Versions"
          description="Each publication is a version; certificates name the one they were earned under."
        />
        {editor.versions.length === 0 ? (
          <p className="text-sm text-muted">Not published yet.</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {editor.versions.map((v) => (
              <li
                key={v.version}
                className="flex flex-col gap-0.5 border-b border-line pb-3 last:border-0 last:pb-0"
              >
                <span className="font-medium text-ink">
                  Version {v.version}
                  {v.version === editor.version ? (editor.published ? ' · in force' : ' · unpublished') : ''}
                </span>
                <span className="text-sm text-muted">
                  {formatDateTime(v.published_at)}
                  {v.published_by ? ` · ${v.published_by}` : ''}
                </span>
                {v.note ? <span className="text-sm text-ink">{v.note}</span> : null}
              </li>
            ))}
          </ol>
        )}
      </Card>

      {editing ? (
        <LessonDialog
          courseId={courseId}
          draft={draft}
          lessonId={editing}
          dispatch={dispatch}
          issue={issue}
          onClose={() => setEditing(null)}
        />
      ) : null}

      {dialog === 'publish' ? (
        <FormDialog
          onOpenChange={(open) => !open && setDialog(null)}
          title={changesWaiting ? `Publish version ${nextVersion}?` : 'Publish again?'}
          description={
            changesWaiting
              ? 'Learners see this version from now on. Those mid-course keep their progress; certificates earned from now name this version.'
              : `Learners see version ${editor.version} again.`
          }
          submitLabel={changesWaiting ? `Publish version ${nextVersion}` : 'Publish'}
          busy={save.isPending || publish.isPending}
          onSubmit={(event) => {
            event.preventDefault();
            void onPublish();
          }}
        >
          {changesWaiting ? (
            <TextAreaField
              label="What changed (optional)"
              hint="Kept with the version, for other admins."
              rows={3}
              maxLength={500}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          ) : null}
        </FormDialog>
      ) : null}

      <ConfirmDialog
        open={dialog === 'unpublish'}
        onOpenChange={(open) => !open && setDialog(null)}
        title="Unpublish this course?"
        description="Learners no longer see it in the catalogue or open its lessons. Nothing is deleted: progress, attempts and certificates stay, and publishing again brings it back."
        confirmLabel="Unpublish"
        destructive
        busy={unpublish.isPending}
        onConfirm={() =>
          unpublish.mutate(courseId, {
            onSuccess: () => {
              toast.success('Course unpublished', {
                description: 'Hidden from learners; nothing was deleted.',
              });
              setDialog(null);
            },
            onError: (error) =>
              toast.error('The course was not unpublished', { description: ancoraErrorMessage(error) }),
          })
        }
      />
      <ConfirmDialog
        open={dialog === 'discard'}
        onOpenChange={(open) => !open && setDialog(null)}
        title="Discard the draft’s changes?"
        description={`The draft goes back to version ${editor.version}, as learners see it. Lessons added since and never published are deleted with their quizzes.`}
        confirmLabel="Discard changes"
        destructive
        busy={discard.isPending}
        onConfirm={() =>
          discard.mutate(courseId, {
            onSuccess: async () => {
              toast.success('Draft changes discarded');
              setDialog(null);
              window.localStorage.removeItem(localDraftKey(courseId));
              await onReload();
            },
            onError: (error) =>
              toast.error('The changes were not discarded', { description: ancoraErrorMessage(error) }),
          })
        }
      />
    </div>
  );
}
