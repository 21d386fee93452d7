import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';
import { PHOTO_BUCKET } from './upload-photos';

const URL_LIFETIME_S = 3600;

/** Signed URLs for an entry's photos (the bucket is private). */
export async function getPhotoUrls(paths: string[]) {
  if (paths.length === 0) return [];
  const { data, error } = await supabase.storage.from(PHOTO_BUCKET).createSignedUrls(paths, URL_LIFETIME_S);
  if (error) throw error;
  // A photo that could not be signed (gone from storage) is left out rather than shown broken.
  return data.flatMap((d) => (d.signedUrl ? [{ path: d.path ?? '', url: d.signedUrl }] : []));
}

export function usePhotoUrls(paths: string[]) {
  return useQuery({
    ...queryOptions({
      queryKey: [...arcaKeys.records(), 'photos', paths],
      queryFn: () => getPhotoUrls(paths),
      staleTime: (URL_LIFETIME_S - 60) * 1000,
    }),
    enabled: paths.length > 0,
  });
}
