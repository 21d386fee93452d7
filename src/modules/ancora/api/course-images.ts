// Course pictures: covers and images in lessons, in the public ancora-media bucket under the
// course's folder (admins upload), shown resized by Storage's image transformations.
import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { extensionFor, UPLOAD_RULES, uploadProblem } from '@/lib/uploads';

export const ANCORA_MEDIA_RULE = UPLOAD_RULES.ancoraMedia;

/** A picture for a course (its cover or a lesson's image); returns its path in the bucket. */
export async function uploadCourseImage({ courseId, file }: { courseId: string; file: File }) {
  const problem = uploadProblem(ANCORA_MEDIA_RULE, file);
  if (problem) throw new Error(problem);
  const path = `${courseId}/${crypto.randomUUID()}.${extensionFor(file.type)}`;
  const { error } = await supabase.storage
    .from(ANCORA_MEDIA_RULE.bucket)
    .upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw error;
  return path;
}

/** Covers are shown 16:9; Storage resizes them (twice the largest size they are shown at). */
export const COVER_TRANSFORM = { width: 1280, height: 720, resize: 'cover' } as const;
/** Pictures in lessons: never wider than the text column at twice its density. */
export const LESSON_IMAGE_TRANSFORM = { width: 1600, resize: 'contain' } as const;

export function courseImageUrl(
  path: string,
  transform: typeof COVER_TRANSFORM | typeof LESSON_IMAGE_TRANSFORM = COVER_TRANSFORM,
): string {
  return supabase.storage.from(ANCORA_MEDIA_RULE.bucket).getPublicUrl(path, { transform }).data.publicUrl;
}

export const useUploadCourseImage = () => useMutation({ mutationFn: uploadCourseImage });
