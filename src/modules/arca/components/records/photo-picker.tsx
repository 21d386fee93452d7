import { useEffect, useId, useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import type { PendingPhoto } from '../../api/upload-photos';
import { MAX_PHOTOS, photoName, shrinkPhoto } from '../../records/photos';

/** Photos for an entry: from the camera on a phone, shrunk on the device before they go anywhere. */
export function PhotoPicker({
  photos,
  onChange,
  existing = 0,
}: {
  photos: PendingPhoto[];
  onChange: (photos: PendingPhoto[]) => void;
  /** Photos the entry already has (editing). */
  existing?: number;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const urls = useMemo(() => photos.map((p) => URL.createObjectURL(p.blob)), [photos]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  const room = MAX_PHOTOS - existing - photos.length;

  async function add(files: FileList | null) {
    if (!files || files.length === 0) return;
    const chosen = [...files].filter((f) => f.type.startsWith('image/'));
    if (chosen.length > room)
      toast.warning(`An entry holds up to ${MAX_PHOTOS} photos`, { id: 'photo-limit' });
    setBusy(true);
    try {
      const shrunk = await Promise.all(
        chosen.slice(0, Math.max(0, room)).map(async (f) => {
          const blob = await shrinkPhoto(f);
          return { name: photoName(blob.type), blob };
        }),
      );
      onChange([...photos, ...shrunk]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Photos (optional)
      </label>
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {photos.map((p, i) => (
            <li key={p.name} className="relative">
              <img
                src={urls[i]}
                alt={`To upload, ${i + 1} of ${photos.length}`}
                className="size-20 rounded-lg object-cover"
              />
              <button
                type="button"
                onClick={() => onChange(photos.filter((x) => x !== p))}
                aria-label={`Remove new photo ${i + 1}`}
                className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full bg-white text-ink shadow ring-1 ring-line"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture="environment"
        multiple
        disabled={busy || room <= 0}
        onChange={(e) => {
          void add(e.target.files);
          e.target.value = '';
        }}
        className="block w-full text-sm text-muted file:mr-3 file:h-11 file:rounded-lg file:border file:border-line file:bg-white file:px-4 file:text-sm file:font-semibold file:text-ink"
      />
      <p className="text-xs text-muted">
        Up to {MAX_PHOTOS} photos; they are made smaller on your device first.
      </p>
    </div>
  );
}
