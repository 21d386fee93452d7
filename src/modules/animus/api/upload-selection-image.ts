import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

export const SELECTION_IMAGES_BUCKET = 'selection-images';
/** The bucket's file_size_limit. */
export const MAX_SELECTION_IMAGE_BYTES = 5 * 1024 * 1024;
export const SELECTION_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export const IMAGE_TOO_LARGE = 'The image is larger than 5 MB. Please choose a smaller file.';
export const IMAGE_WRONG_TYPE = 'Only PNG, JPG, WebP or GIF images can be uploaded.';

/** Why a file cannot be uploaded, or null. */
export function imageProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(SELECTION_IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_WRONG_TYPE;
  if (file.size > MAX_SELECTION_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return null;
}

export interface UploadSelectionImageInput {
  userId: string;
  projectId: string;
  file: File;
}

/** Uploads to {user}/{project}/{random}.{ext} (the bucket's policies) and returns the path. */
export async function uploadSelectionImage({ userId, projectId, file }: UploadSelectionImageInput) {
  const path = `${userId}/${projectId}/${crypto.randomUUID()}.${EXTENSIONS[file.type] ?? 'png'}`;
  const { error } = await supabase.storage
    .from(SELECTION_IMAGES_BUCKET)
    .upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw error;
  return path;
}

export function useUploadSelectionImage() {
  return useMutation({ mutationFn: uploadSelectionImage });
}
