import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { extensionFor, UPLOAD_RULES, uploadProblem } from '@/lib/uploads';

export const SELECTION_IMAGE_RULE = UPLOAD_RULES.selectionImages;
export const SELECTION_IMAGES_BUCKET = SELECTION_IMAGE_RULE.bucket;

export interface UploadSelectionImageInput {
  userId: string;
  projectId: string;
  file: File;
}

/** Uploads to {user}/{project}/{random}.{ext} (the bucket's policies) and returns the path. */
export async function uploadSelectionImage({ userId, projectId, file }: UploadSelectionImageInput) {
  const problem = uploadProblem(SELECTION_IMAGE_RULE, file);
  if (problem) throw new Error(problem);
  const path = `${userId}/${projectId}/${crypto.randomUUID()}.${extensionFor(file.type)}`;
  const { error } = await supabase.storage
    .from(SELECTION_IMAGES_BUCKET)
    .upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw error;
  return path;
}

export function useUploadSelectionImage() {
  return useMutation({ mutationFn: uploadSelectionImage });
}
