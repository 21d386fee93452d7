import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { extensionFor, UPLOAD_RULES, uploadProblem } from '@/lib/uploads';
import { accountKeys } from './keys';

const RULE = UPLOAD_RULES.avatars;

/**
 * Puts the image into the user's own folder of the public avatars bucket and points the profile at
 * it. A new name each time, so browsers and CDNs never show a cached old picture.
 */
export async function uploadAvatar({ userId, file }: { userId: string; file: File }) {
  const problem = uploadProblem(RULE, file);
  if (problem) throw new Error(problem);
  const path = `${userId}/avatar-${Date.now()}.${extensionFor(file.type)}`;
  const { error } = await supabase.storage
    .from(RULE.bucket)
    .upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw error;
  const { data } = supabase.storage.from(RULE.bucket).getPublicUrl(path);
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
