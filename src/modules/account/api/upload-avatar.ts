import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { accountKeys } from './keys';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Why a file cannot be an avatar, or null. The bucket enforces the same limits. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
    return 'Choose a PNG, JPEG, WebP or GIF image.';
  if (file.size > AVATAR_MAX_BYTES) return 'The image must be 2 MB or smaller.';
  return null;
}

/**
 * Puts the image into the user's own folder of the public avatars bucket and points the profile at
 * it. A new name each time, so browsers and CDNs never show a cached old picture.
 */
export async function uploadAvatar({ userId, file }: { userId: string; file: File }) {
  const problem = avatarFileProblem(file);
  if (problem) throw new Error(problem);
  const path = `${userId}/avatar-${Date.now()}.${EXTENSIONS[file.type] ?? 'img'}`;
  const { error } = await supabase.storage
    .from('avatars')
    .upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw error;
  const { data } = supabase.storage.from('avatars').getPublicUrl(path);
  await supabase.from('profiles').update({ avatar_url: data.publicUrl }).eq('id', userId).throwOnError();
  return data.publicUrl;
}

export function useUploadAvatar(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAvatar({ userId, file }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.settings(userId) }),
        queryClient.invalidateQueries({ queryKey: accountKeys.profile(userId) }),
      ]),
  });
}
