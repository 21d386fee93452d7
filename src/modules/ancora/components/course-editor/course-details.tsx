// The course's own fields in the editor: what the catalogue shows (title, summary, description,
// topic, level, the plan it needs, the cover), what a learner must have done first
// (prerequisites), and what earns the certificate and for how long (passing rules, validity).
import { useRef, type Dispatch } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { toFormNumber } from '@/lib/decimal';
import { toast } from '@/lib/toast';
import { uploadAccept, uploadHint } from '@/lib/uploads';
import { usePrerequisiteChoices, type EditorQuiz } from '../../api/admin-courses';
import { ANCORA_MEDIA_RULE, courseImageUrl, useUploadCourseImage } from '../../api/course-images';
import { LEVELS, TOPICS } from '../../catalogue';
import { COMPLETION_RULES, type CourseDraft } from '../../course-draft';
import { ancoraErrorMessage } from '../../errors';
import type { DraftAction } from '../../outline';
import { ancoraPaths } from '../../paths';

export function CourseDetails({
  courseId,
  draft,
  dispatch,
  issue,
  finalQuiz,
}: {
  courseId: string;
  draft: CourseDraft;
  dispatch: Dispatch<DraftAction>;
  issue: (path: string) => string | undefined;
  finalQuiz: EditorQuiz | undefined;
}) {
  const set = (patch: Partial<Omit<CourseDraft, 'modules'>>) => dispatch({ type: 'field', patch });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Title"
        className="sm:col-span-2"
        value={draft.title}
        error={issue('title')}
        onChange={(e) => set({ title: e.target.value })}
      />
      <TextAreaField
        label="Summary"
        hint="One or two sentences for the catalogue card (10 to 300 characters)."
        className="sm:col-span-2"
        rows={2}
        value={draft.summary}
        error={issue('summary')}
        onChange={(e) => set({ summary: e.target.value })}
      />
      <TextAreaField
        label="Description (Markdown)"
        hint="What learners will be able to do; shown on the course page."
        className="sm:col-span-2"
        rows={5}
        value={draft.description}
        error={issue('description')}
        onChange={(e) => set({ description: e.target.value })}
      />
      <SelectField
        label="Topic"
        value={draft.topic}
        error={issue('topic')}
        onChange={(e) => set({ topic: e.target.value as CourseDraft['topic'] })}
      >
        <option value="">Choose a topic</option>
        {TOPICS.map((t) => (
          <option key={t.value} value={t.value}>
            {t.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Level"
        value={draft.level}
        error={issue('level')}
        onChange={(e) => set({ level: e.target.value as CourseDraft['level'] })}
      >
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
        value={draft.is_pro ? 'Professional' : 'Basic'}
        onChange={(e) => set({ is_pro: e.target.value === 'Professional' })}
      >
        <option value="Basic">Basic</option>
        <option value="Professional">Professional</option>
      </SelectField>
      <TextField
        label="Certificate validity (months)"
        hint="Empty: the certificate never expires. Pesticide-safety training is usually 12."
        type="number"
        inputMode="numeric"
        min={1}
        max={120}
        value={draft.certificate_validity_months === null ? '' : String(draft.certificate_validity_months)}
        error={issue('certificate_validity_months')}
        onChange={(e) =>
          set({
            certificate_validity_months: e.target.value.trim() === '' ? null : toFormNumber(e.target.value),
          })
        }
      />
      <CoverField courseId={courseId} path={draft.cover_path} error={issue('cover_path')} onChange={set} />
      <Prerequisites courseId={courseId} draft={draft} error={issue('prerequisites')} onChange={set} />
      <fieldset className="flex flex-col gap-2 sm:col-span-2">
        <legend className="mb-1 text-sm font-medium text-ink">Passing rules</legend>
        {COMPLETION_RULES.map((rule) => (
          <label key={rule.value} className="flex items-start gap-2.5 text-sm">
            <input
              type="radio"
              name="completion_rule"
              value={rule.value}
              checked={draft.completion_rule === rule.value}
              onChange={() => set({ completion_rule: rule.value })}
              className="mt-0.5 size-4.5 accent-brand-700"
            />
            <span>
              <span className="font-medium text-ink">{rule.label}</span>
              <span className="block text-xs text-muted">{rule.hint}</span>
            </span>
          </label>
        ))}
        <p className="text-sm text-muted">
          {finalQuiz ? (
            <>
              The final quiz “{finalQuiz.title}” needs {Number(finalQuiz.pass_percent)} %
              {finalQuiz.max_attempts ? `, ${finalQuiz.max_attempts} attempts` : ', unlimited attempts'} and
              draws from {finalQuiz.questions} {finalQuiz.questions === 1 ? 'question' : 'questions'}.{' '}
              <Link
                to={ancoraPaths.adminEditQuiz.href({ lessonId: finalQuiz.lesson_id })}
                className="font-medium text-brand-800 underline"
              >
                Edit the final quiz
              </Link>
            </>
          ) : (
            'No final quiz yet: add one to a lesson (Add quiz, kind “Final quiz”). Publishing needs it.'
          )}
        </p>
      </fieldset>
    </div>
  );
}

function CoverField({
  courseId,
  path,
  error,
  onChange,
}: {
  courseId: string;
  path: string | null;
  error: string | undefined;
  onChange: (patch: { cover_path: string | null }) => void;
}) {
  const upload = useUploadCourseImage();
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      <span className="text-sm font-medium text-ink">Cover image</span>
      <div className="flex flex-wrap items-center gap-4">
        {path ? (
          <img
            src={courseImageUrl(path)}
            alt="Course cover"
            className="aspect-video w-full max-w-xs rounded-lg border border-line object-cover"
          />
        ) : (
          <div className="grid aspect-video w-full max-w-xs place-items-center rounded-lg border border-dashed border-line text-sm text-muted">
            No cover
          </div>
        )}
        <div className="flex flex-col items-start gap-2">
          <input
            ref={fileRef}
            type="file"
            accept={uploadAccept(ANCORA_MEDIA_RULE)}
            aria-label="Cover image file"
            className="sr-only"
            tabIndex={-1}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              upload.mutate(
                { courseId, file },
                {
                  onSuccess: (cover_path) => {
                    onChange({ cover_path });
                    toast.success('Cover uploaded', { description: 'Shown resized in the catalogue.' });
                  },
                  onError: (e2) =>
                    toast.error('The cover was not uploaded', { description: ancoraErrorMessage(e2) }),
                },
              );
            }}
          />
          <Button variant="secondary" busy={upload.isPending} onClick={() => fileRef.current?.click()}>
            {path ? 'Replace cover' : 'Upload cover'}
          </Button>
          {path ? (
            <Button variant="ghost" onClick={() => onChange({ cover_path: null })}>
              Remove cover
            </Button>
          ) : null}
          <span className="text-xs text-muted">{uploadHint(ANCORA_MEDIA_RULE)} Shown 16:9.</span>
        </div>
      </div>
      {error ? <p className="text-xs font-medium text-danger-700">{error}</p> : null}
    </div>
  );
}

function Prerequisites({
  courseId,
  draft,
  error,
  onChange,
}: {
  courseId: string;
  draft: CourseDraft;
  error: string | undefined;
  onChange: (patch: { prerequisites: string[] }) => void;
}) {
  const choices = usePrerequisiteChoices();
  const others = (choices.data ?? []).filter((c) => c.id !== courseId);
  return (
    <fieldset className="flex flex-col gap-1 sm:col-span-2">
      <legend className="mb-1 text-sm font-medium text-ink">Prerequisites</legend>
      <p className="text-xs text-muted">
        Learners need a certificate for these (or a placement from the skill assessment) before the final
        quiz.
      </p>
      {choices.isPending ? (
        <p className="text-sm text-muted">Loading courses…</p>
      ) : others.length === 0 ? (
        <p className="text-sm text-muted">No other courses yet.</p>
      ) : (
        <div className="grid gap-x-4 sm:grid-cols-2">
          {others.map((c) => (
            <CheckboxField
              key={c.id}
              label={c.version === 0 ? `${c.title} (not published yet)` : c.title}
              checked={draft.prerequisites.includes(c.id)}
              onChange={(e) =>
                onChange({
                  prerequisites: e.target.checked
                    ? [...draft.prerequisites, c.id]
                    : draft.prerequisites.filter((id) => id !== c.id),
                })
              }
            />
          ))}
        </div>
      )}
      {error ? <p className="text-xs font-medium text-danger-700">{error}</p> : null}
    </fieldset>
  );
}
