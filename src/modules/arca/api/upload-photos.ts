import { supabase } from '@/lib/supabase';

export const PHOTO_BUCKET = 'arca-photos';

/** A photo chosen in the logger, already shrunk (records/photos.ts), with its file name. */
export interface PendingPhoto {
  name: string;
  blob: Blob;
}

/**
 * Uploads an entry's photos to {owner}/{facility}/{entry}/{name} and returns their paths. A photo
 * already there (a retried offline save) counts as uploaded.
 */
export async function uploadPhotos(
  ownerId: string,
  facilityId: string,
  entryId: string,
  photos: PendingPhoto[],
) {
  const paths: string[] = [];
  for (const photo of photos) {
    const path = `${ownerId}/${facilityId}/${entryId}/${photo.name}`;
    const { error } = await supabase.storage
      .from(PHOTO_BUCKET)
      .upload(path, photo.blob, { contentType: photo.blob.type || 'image/jpeg', upsert: false });
    if (
      error &&
      !/already exists|409/i.test(`${error.message} ${(error as { statusCode?: string }).statusCode}`)
    )
      throw error;
    paths.push(path);
  }
  return paths;
}
