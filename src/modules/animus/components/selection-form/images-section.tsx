// The selection's images: thumbnails with remove buttons, and an upload checked against the
// bucket's rule before anything is sent.
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { useViewer } from '@/hooks/use-viewer';
import { getErrorMessage } from '@/lib/errors';
import { uploadAccept, uploadHint, uploadProblem } from '@/lib/uploads';
import { useImageUrls } from '../../api/get-image-urls';
import { SELECTION_IMAGE_RULE, useUploadSelectionImage } from '../../api/upload-selection-image';
import { removeAt, type SelectionFormValues } from '../../form-rules';

export function ImagesSection({
  form,
  images,
  projectId,
  onUploaded,
}: {
  form: UseFormReturn<SelectionFormValues>;
  images: readonly string[];
  projectId: string;
  onUploaded: (path: string) => void;
}) {
  const { setValue, getValues } = form;
  const viewer = useViewer();
  const upload = useUploadSelectionImage();
  const imageUrls = useImageUrls(images);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const onFile = async (file: File | undefined) => {
    setUploadError(null);
    if (!file || !viewer.userId) return;
    const problem = uploadProblem(SELECTION_IMAGE_RULE, file);
    if (problem) {
      setUploadError(problem);
      return;
    }
    try {
      const path = await upload.mutateAsync({ userId: viewer.userId, projectId, file });
      onUploaded(path);
      setValue('images', [...getValues('images'), path], { shouldDirty: true });
    } catch (error) {
      setUploadError(getErrorMessage(error));
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <div className="flex flex-col gap-2 border-t border-line pt-4">
      <p className="text-sm font-medium text-ink">Images</p>
      {images.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {images.map((path, i) => (
            <li key={path} className="relative">
              {imageUrls.data?.[path] ? (
                <img
                  src={imageUrls.data[path]}
                  alt={`Attached ${i + 1} of ${images.length}`}
                  className="aspect-square w-full rounded-lg border border-line object-cover"
                />
              ) : (
                <div className="aspect-square w-full animate-pulse rounded-lg bg-brand-100" />
              )}
              <button
                type="button"
                aria-label={`Remove image ${i + 1}`}
                onClick={() => setValue('images', removeAt(getValues('images'), i), { shouldDirty: true })}
                className="absolute top-1 right-1 grid size-7 place-items-center rounded-full bg-white/90 text-sm shadow"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label className="text-sm text-muted">
        <span className="sr-only">Upload image</span>
        <input
          ref={fileInput}
          type="file"
          accept={uploadAccept(SELECTION_IMAGE_RULE)}
          disabled={upload.isPending}
          onChange={(ev) => void onFile(ev.target.files?.[0])}
          className="block w-full text-sm file:mr-3 file:h-10 file:rounded-lg file:border file:border-line file:bg-white file:px-3 file:text-sm file:font-semibold file:text-brand-900"
        />
      </label>
      <p className="text-xs text-muted">
        {upload.isPending ? 'Uploading...' : uploadHint(SELECTION_IMAGE_RULE)}
      </p>
      {uploadError ? <Alert>{uploadError}</Alert> : null}
    </div>
  );
}
