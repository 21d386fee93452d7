import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import type { Cultivar } from '../../api/get-cultivar';
import { fileProblem, useFileUrls } from '../../api/library-files';
import { useAddCultivarPhoto, useRemoveCultivarPhoto } from '../../api/save-cultivar-photos';

/** A cultivar's photos: the owner adds and removes them; readers of the cultivar see them. */
export function PhotosSection({
  cultivar,
  mine,
  userId,
}: {
  cultivar: Cultivar;
  mine: boolean;
  userId: string;
}) {
  const inputId = useId();
  const urls = useFileUrls('animus-photos', cultivar.photos);
  const add = useAddCultivarPhoto();
  const remove = useRemoveCultivarPhoto();
  const [problem, setProblem] = useState<string | null>(null);
  if (!mine && cultivar.photos.length === 0) return null;

  return (
    <section
      aria-labelledby="photos-heading"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5"
    >
      <h2 id="photos-heading" className="text-lg font-semibold text-brand-950">
        Photos
      </h2>
      {cultivar.photos.length ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {cultivar.photos.map((path, i) => (
            <li key={path} className="flex flex-col gap-1">
              {urls.data?.[path] ? (
                <img
                  src={urls.data[path]}
                  alt={`${cultivar.name}, ${i + 1} of ${cultivar.photos.length}`}
                  className="aspect-square w-full rounded-xl object-cover"
                />
              ) : (
                <div className="aspect-square w-full rounded-xl bg-brand-50" />
              )}
              {mine ? (
                <Button
                  variant="ghost"
                  className="h-9"
                  busy={remove.isPending}
                  onClick={() =>
                    remove.mutate(
                      { cultivarId: cultivar.id, current: cultivar.photos, path },
                      {
                        onError: (error) =>
                          toast.error('Could not remove the photo', { description: getErrorMessage(error) }),
                      },
                    )
                  }
                >
                  Remove photo {i + 1}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No photos yet.</p>
      )}
      {mine && cultivar.photos.length < 12 ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-ink">
            Add a photo
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            disabled={add.isPending}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              const p = fileProblem('animus-photos', file);
              setProblem(p);
              if (p) return;
              add.mutate(
                { userId, cultivarId: cultivar.id, current: cultivar.photos, file },
                {
                  onSuccess: () => toast.success('Photo added'),
                  onError: (error) =>
                    toast.error('Could not add the photo', { description: getErrorMessage(error) }),
                },
              );
            }}
            className="text-sm file:mr-3 file:rounded-lg file:border file:border-line file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold"
          />
          <p className={problem ? 'text-xs font-medium text-danger-700' : 'text-xs text-muted'}>
            {problem ?? 'PNG, JPG, WebP or GIF, up to 5 MB; up to 12 photos.'}
          </p>
        </div>
      ) : null}
    </section>
  );
}
