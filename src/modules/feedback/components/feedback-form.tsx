import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ImageIcon, Spinner } from '@/components/icons';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSession } from '@/hooks/use-session';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { feedbackErrorMessage, useSubmitFeedback } from '../api/submit-feedback';
import {
  ATTACHMENT_RULE,
  attachmentProblem,
  FEEDBACK_TYPES,
  feedbackSchema,
  descriptionCount,
  formatKilobytes,
  MAX_DESCRIPTION,
  type FeedbackFormValues,
} from '../schemas';
import { uploadAccept, uploadHint } from '@/lib/uploads';

const fieldClass =
  'w-full rounded-lg border bg-white px-3.5 text-base text-ink shadow-xs transition-colors sm:text-sm focus-visible:border-brand-600 focus-visible:ring-4 focus-visible:ring-brand-600/20 focus-visible:outline-none';

/**
 * What a closed feedback modal keeps until it is sent or discarded (issue 14 §17): the fields and the
 * chosen image, for the user who typed them.
 */
export type FeedbackDraft = {
  userId: string;
  feedbackType: FeedbackFormValues['feedbackType'];
  description: string;
  file: File | null;
};

type FormProps = {
  onSubmitted?: () => void;
  /** The draft to start from (the modal keeps one between openings; the page keeps none). */
  draft?: FeedbackDraft | null;
  /** Told of every change to the draft: null once it is empty, sent or discarded. */
  onDraftChange?: (draft: FeedbackDraft | null) => void;
};

/** The feedback form of spec-1 §2; `onSubmitted` runs after a successful submission. */
export function FeedbackForm(props: FormProps) {
  const { user, status } = useSession();
  // A new user (sign-in, sign-out) gets a fresh form.
  return (
    <SessionFeedbackForm
      key={user?.id ?? status}
      userId={user?.id ?? ''}
      signedOut={status === 'unauthenticated'}
      {...props}
    />
  );
}

function SessionFeedbackForm({
  userId,
  signedOut,
  onSubmitted,
  draft,
  onDraftChange,
}: FormProps & { userId: string; signedOut: boolean }) {
  const submit = useSubmitFeedback();
  const ids = { type: useId(), description: useId(), file: useId() };
  const fileInput = useRef<HTMLInputElement>(null);
  // Another user's draft (after a sign-out and in) is not this user's.
  const saved = draft?.userId === userId ? draft : null;
  const [file, setFile] = useState<File | null>(saved?.file ?? null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<FeedbackFormValues>({
    resolver: zodResolver(feedbackSchema),
    defaultValues: {
      userId,
      feedbackType: saved?.feedbackType ?? 'General',
      description: saved?.description ?? '',
    },
  });
  const description = useWatch({ control, name: 'description' }) ?? '';
  const feedbackType = useWatch({ control, name: 'feedbackType' });
  const hasDraft = description !== '' || file !== null || feedbackType !== 'General';

  // The preview URL lives as long as its file is shown.
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  // Closing the modal unmounts the form: what was typed and chosen is kept until sent or discarded.
  useEffect(() => {
    onDraftChange?.(hasDraft ? { userId, feedbackType, description, file } : null);
  }, [onDraftChange, hasDraft, userId, feedbackType, description, file]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = attachmentProblem(chosen);
    setFileError(problem);
    setFile(problem ? null : chosen);
  };

  const removeFile = () => {
    setFile(null);
    setFileError(null);
  };

  const discard = () => {
    reset({ userId, feedbackType: 'General', description: '' });
    removeFile();
    // Said at once: after a send the modal closes before another render could say it.
    onDraftChange?.(null);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const onValid = (values: FeedbackFormValues) => {
    const parsed = feedbackSchema.parse(values);
    submit.mutate(
      { ...parsed, attachment: file },
      {
        onSuccess: () => {
          toast.success('Feedback Submitted', {
            description: "Thank you for your feedback! We'll review it shortly.",
          });
          discard();
          onSubmitted?.();
        },
        onError: (error) => toast.error('Submission Failed', { description: feedbackErrorMessage(error) }),
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-5">
      {signedOut && (
        <Alert>
          <p className="font-semibold">Authentication Required</p>
          <p className="mt-1">You need to be logged in to submit feedback. Please sign in and try again.</p>
        </Alert>
      )}
      {errors.userId?.message && !signedOut && <Alert>{errors.userId.message}</Alert>}

      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.type} className="text-sm font-medium text-ink">
          Feedback Type
        </label>
        <select
          id={ids.type}
          aria-describedby={`${ids.type}-help`}
          aria-invalid={errors.feedbackType ? true : undefined}
          className={cn(fieldClass, 'h-11', errors.feedbackType ? 'border-danger-600' : 'border-line')}
          {...register('feedbackType')}
        >
          <option value="" disabled>
            Select feedback type
          </option>
          {FEEDBACK_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
        <p id={`${ids.type}-help`} className="text-xs text-muted">
          Select the category that best describes your feedback
        </p>
        {errors.feedbackType && (
          <p className="text-xs font-medium text-danger-700">{errors.feedbackType.message}</p>
        )}
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.description} className="text-sm font-medium text-ink">
          Description
        </label>
        <textarea
          id={ids.description}
          rows={5}
          placeholder="Please describe your feedback in detail..."
          aria-describedby={`${ids.description}-help`}
          aria-invalid={errors.description ? true : undefined}
          className={cn(fieldClass, 'py-2.5', errors.description ? 'border-danger-600' : 'border-line')}
          {...register('description')}
        />
        <div className="flex items-start justify-between gap-3">
          <p id={`${ids.description}-help`} className="text-xs text-muted">
            Be specific and include any relevant details
          </p>
          <p
            aria-live="polite"
            className={cn(
              'shrink-0 text-xs tabular-nums',
              description.trim().length > MAX_DESCRIPTION ? 'font-medium text-danger-700' : 'text-muted',
            )}
          >
            {descriptionCount(description)}
          </p>
        </div>
        {errors.description && (
          <p className="text-xs font-medium text-danger-700">{errors.description.message}</p>
        )}
      </div>

      <div className="flex flex-col gap-1.5">
        <span id={`${ids.file}-label`} className="text-sm font-medium text-ink">
          Attachment (optional)
        </span>
        <input
          ref={fileInput}
          id={ids.file}
          type="file"
          accept={uploadAccept(ATTACHMENT_RULE)}
          className="sr-only"
          tabIndex={-1}
          aria-labelledby={`${ids.file}-label`}
          onChange={(e) => {
            choose(e.target.files?.[0]);
            // Choosing the same file again after removing it must fire change again.
            e.target.value = '';
          }}
        />
        {file ? (
          <div className="flex items-center gap-3 rounded-lg border border-line p-3">
            {preview && (
              <img
                src={preview}
                alt="Attachment preview"
                className="size-16 shrink-0 rounded-md object-cover"
              />
            )}
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-ink">{file.name}</p>
              <p className="text-xs text-muted">{formatKilobytes(file.size)}</p>
            </div>
            <Button variant="ghost" onClick={removeFile} className="h-9 px-3">
              Remove
            </Button>
          </div>
        ) : (
          <div
            data-testid="drop-zone"
            data-dragging={dragging || undefined}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={cn(
              'rounded-lg border-2 border-dashed transition-colors',
              dragging ? 'border-brand-600 bg-brand-50' : 'border-line',
            )}
          >
            <button
              type="button"
              onClick={() => fileInput.current?.click()}
              className="flex w-full flex-col items-center gap-1 rounded-lg px-4 py-5 text-center"
            >
              <ImageIcon className="size-6 text-brand-700" />
              <span className="text-sm font-medium text-brand-800">
                Click to upload or drag and drop an image
              </span>
              <span className="text-xs text-muted">{uploadHint(ATTACHMENT_RULE)}</span>
            </button>
          </div>
        )}
        {fileError && (
          <p role="alert" className="text-xs font-medium text-danger-700">
            {fileError}
          </p>
        )}
      </div>

      {onDraftChange && hasDraft && !submit.isPending ? (
        <Button variant="ghost" onClick={discard} className="-mb-2 self-start px-2">
          Discard draft
        </Button>
      ) : null}

      <Button type="submit" busy={submit.isPending} disabled={signedOut} className="w-full">
        {submit.isPending ? (
          <>
            <Spinner />
            Submitting...
          </>
        ) : (
          'Submit Feedback'
        )}
      </Button>
    </form>
  );
}
