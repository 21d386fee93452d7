import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';
import { SELECTION_IMAGES_BUCKET } from './upload-selection-image';

const URL_SECONDS = 60 * 60;

/** Signed URLs for private bucket paths, in one request; full URLs pass through. */
export async function getImageUrls(paths: readonly string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const stored = paths.filter((p) => {
    if (/^https?:/i.test(p)) out[p] = p;
    return !/^https?:/i.test(p);
  });
  if (stored.length > 0) {
    const { data, error } = await supabase.storage
      .from(SELECTION_IMAGES_BUCKET)
      .createSignedUrls([...stored], URL_SECONDS);
    if (error) throw error;
    for (const item of data ?? []) if (item.path && item.signedUrl) out[item.path] = item.signedUrl;
  }
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
