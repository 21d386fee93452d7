import { supabase } from '@/lib/supabase';
import { SELECTION_IMAGES_BUCKET } from './upload-selection-image';

/** Removes bucket objects by path; external URLs (http…) are not ours to delete and are skipped. */
export async function removeSelectionImages(images: readonly string[]) {
  const paths = [...new Set(images.filter((p) => !/^https?:/i.test(p)))];
  if (paths.length === 0) return;
  const { error } = await supabase.storage.from(SELECTION_IMAGES_BUCKET).remove(paths);
  if (error) throw error;
}
