// The course's outline: modules and their lessons in order, each reordered by drag or keyboard,
// each lesson with its length, its quiz (or a link to add one) and a way into its editor.
import { useState, type Dispatch } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import type { EditorQuiz } from '../../api/admin-courses';
import type { CourseDraft, DraftModule } from '../../course-draft';
import type { DraftAction } from '../../outline';
import { ancoraPaths } from '../../paths';
import { DragHandle, SortableList } from './sortable-list';

const PURPOSE_LABEL: Record<EditorQuiz['purpose'], string> = {
  lesson: 'Lesson check',
  final: 'Final quiz',
  recert: 'Recertification quiz',
};

export function OutlineEditor({
  draft,
  dispatch,
  issue,
  quizzes,
  savedLessons,
  onEditLesson,
  onAddLesson,
}: {
  draft: CourseDraft;
  dispatch: Dispatch<DraftAction>;
  /** The message for a path of the draft, if it breaks a rule. */
  issue: (path: string) => string | undefined;
  quizzes: readonly EditorQuiz[];
  /** Lessons the database has rows for (a quiz can be put on them). */
  savedLessons: ReadonlySet<string>;
  onEditLesson: (lessonId: string) => void;
  /** Adds a lesson to a module and opens it. */
  onAddLesson: (moduleId: string) => void;
}) {
  const [removing, setRemoving] = useState<DraftModule | null>(null);
  const outlineIssue = issue('modules');

  return (
    <div className="flex flex-col gap-3">
      {outlineIssue ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {outlineIssue}
        </p>
      ) : null}
      {draft.modules.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-white p-6 text-center text-sm text-muted">
          No modules yet. A course is modules of lessons; add the first module.
        </p>
      ) : (
        <SortableList
          items={draft.modules}
          noun="module"
          name={(m) => m.title || 'Untitled module'}
          onMove={(from, to) => dispatch({ type: 'moveModule', from, to })}
        >
          {(m, mi, { handle, dragging }) => (
            <section
              aria-label={`Module ${mi + 1}: ${m.title || 'Untitled module'}`}
              className={`rounded-xl border bg-white p-3 sm:p-4 ${dragging ? 'border-brand-400 shadow-lg' : 'border-line'}`}
            >
              <div className="flex items-start gap-2">
                <DragHandle label={`Move module ${m.title || mi + 1}`} handle={handle} />
                <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2">
                  <TextField
                    label={`Module ${mi + 1} title`}
                    value={m.title}
                    error={issue(`modules.${mi}.title`)}
                    onChange={(e) =>
                      dispatch({ type: 'updateModule', moduleId: m.id, patch: { title: e.target.value } })
                    }
                  />
                  <TextField
                    label={`Module ${mi + 1} summary`}
                    value={m.summary}
                    error={issue(`modules.${mi}.summary`)}
                    onChange={(e) =>
                      dispatch({ type: 'updateModule', moduleId: m.id, patch: { summary: e.target.value } })
                    }
                  />
                </div>
              </div>
              <div className="mt-3 flex flex-col gap-2 sm:pl-13">
                {issue(`modules.${mi}.lessons`) ? (
                  <p role="alert" className="text-sm font-medium text-danger-700">
                    {issue(`modules.${mi}.lessons`)}
                  </p>
                ) : null}
                {m.lessons.length === 0 ? (
                  <p className="text-sm text-muted">No lessons in this module yet.</p>
                ) : (
                  <SortableList
                    items={m.lessons}
                    noun="lesson"
                    name={(l) => l.title || 'Untitled lesson'}
                    onMove={(from, to) => dispatch({ type: 'moveLesson', moduleId: m.id, from, to })}
                  >
                    {(l, li, lessonHandle) => {
                      const quiz = quizzes.find((q) => q.lesson_id === l.id);
                      const broken = [`title`, `body`, `estimated_minutes`, `video_url`].some((f) =>
                        issue(`modules.${mi}.lessons.${li}.${f}`),
                      );
                      return (
                        <div
                          className={`flex flex-wrap items-center gap-2 rounded-lg border bg-surface p-2 ${
                            broken ? 'border-danger-600' : 'border-line'
                          } ${lessonHandle.dragging ? 'shadow-lg' : ''}`}
                        >
                          <DragHandle
                            label={`Move lesson ${l.title || `${mi + 1}.${li + 1}`}`}
                            handle={lessonHandle.handle}
                          />
                          <div className="min-w-0 flex-1">
                            <p className="font-medium break-words text-ink">
                              {mi + 1}.{li + 1}{' '}
                              {l.title || <span className="text-muted">Untitled lesson</span>}
                            </p>
                            <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
                              <span>
                                {Number.isFinite(l.estimated_minutes)
                                  ? `${l.estimated_minutes} min`
                                  : 'No length'}
                              </span>
                              {quiz ? (
                                <Badge tone={quiz.purpose === 'final' ? 'brand' : 'neutral'}>
                                  {PURPOSE_LABEL[quiz.purpose]} · {quiz.questions}{' '}
                                  {quiz.questions === 1 ? 'question' : 'questions'}
                                </Badge>
                              ) : null}
                              {broken ? <Badge tone="danger">Needs attention</Badge> : null}
                            </p>
                          </div>
                          <div className="flex flex-wrap gap-2">
                            {quiz ? (
                              <Link
                                to={ancoraPaths.adminEditQuiz.href({ lessonId: l.id })}
                                className="inline-flex h-11 items-center px-2 text-sm font-medium text-brand-800 underline"
                              >
                                Edit quiz
                              </Link>
                            ) : savedLessons.has(l.id) ? (
                              <Link
                                to={`${ancoraPaths.adminNewQuiz.href()}?lesson=${l.id}`}
                                className="inline-flex h-11 items-center px-2 text-sm font-medium text-brand-800 underline"
                              >
                                Add quiz
                              </Link>
                            ) : (
                              <span className="inline-flex h-11 items-center px-2 text-xs text-muted">
                                Save to add a quiz
                              </span>
                            )}
                            <Button variant="secondary" onClick={() => onEditLesson(l.id)}>
                              Edit lesson
                              <span className="sr-only"> {l.title}</span>
                            </Button>
                          </div>
                        </div>
                      );
                    }}
                  </SortableList>
                )}
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" onClick={() => onAddLesson(m.id)}>
                    Add lesson
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() =>
                      m.lessons.length ? setRemoving(m) : dispatch({ type: 'removeModule', moduleId: m.id })
                    }
                  >
                    Remove module
                    <span className="sr-only"> {m.title}</span>
                  </Button>
                </div>
              </div>
            </section>
          )}
        </SortableList>
      )}
      <Button variant="secondary" className="self-start" onClick={() => dispatch({ type: 'addModule' })}>
        Add module
      </Button>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove “${removing?.title || 'this module'}”?`}
        description={`Its ${removing?.lessons.length ?? 0} lessons go with it. Lessons learners have seen are kept for their records and hidden from the next version; nothing changes for learners until you publish.`}
        confirmLabel="Remove module"
        destructive
        onConfirm={() => {
          if (removing) dispatch({ type: 'removeModule', moduleId: removing.id });
          setRemoving(null);
        }}
      />
    </div>
  );
}
