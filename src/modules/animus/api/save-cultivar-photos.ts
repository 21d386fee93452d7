import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logger } from '@/lib/logger';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';
import { removeFiles, uploadFile } from './library-files';

export interface AddPhotoInput {
  userId: string;
  cultivarId: string;
  current: readonly string[];
  file: File;
}

/** Uploads a photo and lists it on the cultivar; a refused update takes the file away again. */
export async function addCultivarPhoto({ userId, cultivarId, current, file }: AddPhotoInput) {
  const path = await uploadFile('animus-photos', `${userId}/${cultivarId}`, file);
  try {
    await supabase
      .from('animus_cultivars')
      .update({ photos: [...current, path] })
      .eq('id', cultivarId)
      .select('id')
      .single()
      .throwOnError();
  } catch (error) {
    await removeFiles('animus-photos', [path]).catch((e: unknown) =>
      logger.warn('Could not remove the photo', e),
    );
    throw error;
  }
  return path;
}

export interface RemovePhotoInput {
  cultivarId: string;
  current: readonly string[];
  path: string;
}

/** Takes a photo off the cultivar, then out of the bucket (best effort). */
export async function removeCultivarPhoto({ cultivarId, current, path }: RemovePhotoInput) {
  await supabase
    .from('animus_cultivars')
    .update({ photos: current.filter((p) => p !== path) })
    .eq('id', cultivarId)
    .select('id')
    .single()
    .throwOnError();
  await removeFiles('animus-photos', [path]).catch((e: unknown) =>
    logger.warn('Could not remove the photo', e),
  );
}

export function useAddCultivarPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCultivarPhoto,
    onSuccess: (_p, { cultivarId }) =>
      queryClient.invalidateQueries({ queryKey: animusKeys.cultivar(cultivarId) }),
  });
}

export function useRemoveCultivarPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCultivarPhoto,
    onSuccess: (_p, { cultivarId }) =>
      queryClient.invalidateQueries({ queryKey: animusKeys.cultivar(cultivarId) }),
  });
}
