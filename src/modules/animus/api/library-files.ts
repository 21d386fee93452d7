import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';

// The strain library's two private buckets and what each takes (the buckets' own limits,
// supabase/migrations/*_animus_library.sql). Paths: {user}/{cultivar}/{random}.{ext}; a tag's COA
// goes under {user}/tags/.
export const LIBRARY_BUCKETS = {
  'animus-coas': {
    maxBytes: 10 * 1024 * 1024,
    types: { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' },
    tooLarge: 'The COA is larger than 10 MB. Please choose a smaller file.',
    wrongType: 'A COA must be a PDF, PNG, JPG or WebP file.',
  },
  'animus-photos': {
    maxBytes: 5 * 1024 * 1024,
    types: { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' },
    tooLarge: 'The photo is larger than 5 MB. Please choose a smaller file.',
    wrongType: 'Only PNG, JPG, WebP or GIF photos can be uploaded.',
  },
} as const;
export type LibraryBucket = keyof typeof LIBRARY_BUCKETS;

/** Why a file cannot go into the bucket, or null. */
export function fileProblem(bucket: LibraryBucket, file: Pick<File, 'size' | 'type'>): string | null {
  const rules = LIBRARY_BUCKETS[bucket];
  if (!(file.type in rules.types)) return rules.wrongType;
  if (file.size > rules.maxBytes) return rules.tooLarge;
  return null;
}

/** Uploads under `folder` with a random name and the type's extension; returns the path. */
export async function uploadFile(bucket: LibraryBucket, folder: string, file: File): Promise<string> {
  const problem = fileProblem(bucket, file);
  if (problem) throw new Error(problem);
  const ext = (LIBRARY_BUCKETS[bucket].types as Record<string, string>)[file.type];
  const path = `${folder}/${crypto.randomUUID()}.${ext}`;
  const { error } = await supabase.storage
    .from(bucket)
    .upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw error;
  return path;
}

export async function removeFiles(bucket: LibraryBucket, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  const { error } = await supabase.storage.from(bucket).remove([...paths]);
  if (error) throw error;
}

const URL_SECONDS = 60 * 60;

/** Signed URLs for paths in a private bucket, in one request. */
export async function getFileUrls(
  bucket: LibraryBucket,
  paths: readonly string[],
): Promise<Record<string, string>> {
  if (paths.length === 0) return {};
  const { data, error } = await supabase.storage.from(bucket).createSignedUrls([...paths], URL_SECONDS);
  if (error) throw error;
  const out: Record<string, string> = {};
  for (const item of data ?? []) if (item.path && item.signedUrl) out[item.path] = item.signedUrl;
  return out;
}

export const getFileUrlsQueryOptions = (bucket: LibraryBucket, paths: readonly string[]) =>
  queryOptions({
    queryKey: animusKeys.fileUrls(bucket, paths),
    queryFn: () => getFileUrls(bucket, paths),
    enabled: paths.length > 0,
    // Refetch well before the signed URLs expire.
    staleTime: (URL_SECONDS / 2) * 1000,
  });

export function useFileUrls(bucket: LibraryBucket, paths: readonly string[]) {
  return useQuery(getFileUrlsQueryOptions(bucket, paths));
}
