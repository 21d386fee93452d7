// One lesson in the editor: title, module, length, video link and its Markdown text beside a live
// preview rendered by the very component learners read it with (sanitised, no raw HTML). Pictures
// are uploaded to the course's folder in Storage and inserted as Markdown where the cursor is.
import { useDeferredValue, useRef, useState, type Dispatch } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { SelectField, TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { toFormNumber } from '@/lib/decimal';
import { uploadAccept, uploadHint } from '@/lib/uploads';
import { toast } from '@/lib/toast';
import {
  ANCORA_MEDIA_RULE,
  courseImageUrl,
  LESSON_IMAGE_TRANSFORM,
  useUploadCourseImage,
} from '../../api/course-images';
import { imageMarkdown, type CourseDraft, type DraftLesson } from '../../course-draft';
import { ancoraErrorMessage } from '../../errors';
import { locateLesson, type DraftAction } from '../../outline';
import { LessonMarkdown } from '../lesson-markdown';

export function LessonDialog({
  courseId,
  draft,
  lessonId,
  dispatch,
  issue,
  onClose,
}: {
  courseId: string;
  draft: CourseDraft;
  lessonId: string;
  dispatch: Dispatch<DraftAction>;
  issue: (path: string) => string | undefined;
  onClose: () => void;
}) {
  const found = locateLesson(draft, lessonId);
  const upload = useUploadCourseImage();
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [removing, setRemoving] = useState(false);
  const preview = useDeferredValue(found?.lesson.body ?? '');
  if (!found) return null;
  const { lesson, module, moduleIndex, lessonIndex } = found;
  const at = `modules.${moduleIndex}.lessons.${lessonIndex}`;
  const update = (patch: Partial<Omit<DraftLesson, 'id'>>) =>
    dispatch({ type: 'updateLesson', lessonId, patch });

  const insertImage = (file: File) =>
    upload.mutate(
      { courseId, file },
      {
        onSuccess: (path) => {
          const text = imageMarkdown(file.name, courseImageUrl(path, LESSON_IMAGE_TRANSFORM));
          const area = bodyRef.current;
          const body = lesson.body;
          const start = area?.selectionStart ?? body.length;
          const end = area?.selectionEnd ?? body.length;
          const before = body.slice(0, start);
          const insert = `${before && !before.endsWith('\n') ? '\n\n' : ''}${text}\n\n`;
          update({ body: `${before}${insert}${body.slice(end)}` });
          toast.success('Image added', { description: 'Edit the text in [brackets] to describe it.' });
        },
        onError: (error) =>
          toast.error('The image was not uploaded', { description: ancoraErrorMessage(error) }),
      },
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Lesson ${moduleIndex + 1}.${lessonIndex + 1}`}
      description="Changes go into the draft; learners see them once you publish."
      size="xl"
      footer={
        <>
          <Button variant="ghost" className="sm:mr-auto" onClick={() => setRemoving(true)}>
            Remove lesson
          </Button>
          <Button onClick={onClose}>Done</Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-[1fr_14rem_9rem]">
          <TextField
            label="Lesson title"
            value={lesson.title}
            error={issue(`${at}.title`)}
            onChange={(e) => update({ title: e.target.value })}
          />
          <SelectField
            label="Module"
            value={module.id}
            onChange={(e) => dispatch({ type: 'moveLessonToModule', lessonId, moduleId: e.target.value })}
          >
            {draft.modules.map((m, i) => (
              <option key={m.id} value={m.id}>
                {i + 1}. {m.title || 'Untitled module'}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Estimated minutes"
            type="number"
            inputMode="numeric"
            min={1}
            max={600}
            value={Number.isFinite(lesson.estimated_minutes) ? String(lesson.estimated_minutes) : ''}
            error={issue(`${at}.estimated_minutes`)}
            onChange={(e) => update({ estimated_minutes: toFormNumber(e.target.value) })}
          />
        </div>
        <TextField
          label="Video link (optional)"
          hint="A YouTube or Vimeo https:// link is shown as a video card."
          value={lesson.video_url ?? ''}
          error={issue(`${at}.video_url`)}
          onChange={(e) => update({ video_url: e.target.value })}
        />
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="flex flex-col gap-2">
            <TextAreaField
              ref={bodyRef}
              label="Lesson text (Markdown)"
              hint="Headings with #, lists with -, **bold**, tables and links. Raw HTML is not shown to learners."
              rows={18}
              className="font-mono"
              value={lesson.body}
              error={issue(`${at}.body`)}
              onChange={(e) => update({ body: e.target.value })}
            />
            <div className="flex flex-wrap items-center gap-2">
              <input
                ref={fileRef}
                type="file"
                accept={uploadAccept(ANCORA_MEDIA_RULE)}
                className="sr-only"
                tabIndex={-1}
                aria-hidden="true"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) insertImage(file);
                }}
              />
              <Button variant="secondary" busy={upload.isPending} onClick={() => fileRef.current?.click()}>
                Insert image
              </Button>
              <span className="text-xs text-muted">{uploadHint(ANCORA_MEDIA_RULE)}</span>
            </div>
          </div>
          <section aria-label="Preview" className="flex min-w-0 flex-col gap-2">
            <h3 className="text-sm font-medium text-ink">Preview, as learners will see it</h3>
            <div className="max-h-[32rem] min-h-40 overflow-y-auto rounded-lg border border-line bg-white p-4">
              {preview.trim() ? (
                <LessonMarkdown>{preview}</LessonMarkdown>
              ) : (
                <p className="text-sm text-muted">Nothing written yet.</p>
              )}
            </div>
          </section>
        </div>
      </div>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={`Remove “${lesson.title || 'this lesson'}”?`}
        description="It leaves the draft. A lesson learners have seen is kept for their records and hidden from the next version; nothing changes for learners until you publish."
        confirmLabel="Remove lesson"
        destructive
        onConfirm={() => {
          setRemoving(false);
          onClose();
          dispatch({ type: 'removeLesson', lessonId });
        }}
      />
    </Dialog>
  );
}
