import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { SELECTION_THUMBNAIL_TRANSFORM } from '@/lib/thumbnails';
import { animusKeys } from './keys';
import { SELECTION_IMAGES_BUCKET } from './upload-selection-image';

const URL_SECONDS = 60 * 60;

/**
 * Signed URLs of square thumbnails (every place showing selection images shows small crops) for
 * private bucket paths; full URLs pass through. One signing request per image: storage-js signs a
 * transformation only one path at a time.
 */
export async function getImageUrls(paths: readonly string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const stored = paths.filter((p) => {
    if (/^https?:/i.test(p)) out[p] = p;
    return !/^https?:/i.test(p);
  });
  const bucket = supabase.storage.from(SELECTION_IMAGES_BUCKET);
  const signed = await Promise.all(
    stored.map((path) =>
      bucket.createSignedUrl(path, URL_SECONDS, { transform: SELECTION_THUMBNAIL_TRANSFORM }),
    ),
  );
  signed.forEach(({ data, error }, i) => {
    if (error) throw error;
    if (data?.signedUrl) out[stored[i]!] = data.signedUrl;
  });
  return out;
}

export const getImageUrlsQueryOptions = (paths: readonly string[]) =>
  queryOptions({
    queryKey: animusKeys.imageUrls(paths),
    queryFn: () => getImageUrls(paths),
    enabled: paths.length > 0,
    // Refetch well before the signed URLs expire.
    staleTime: (URL_SECONDS / 2) * 1000,
  });

export function useImageUrls(paths: readonly string[]) {
  return useQuery(getImageUrlsQueryOptions(paths));
}
