import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { TablesUpdate } from '@/types/database';
import { accountKeys } from './keys';

export type ProfileChanges = Pick<
  TablesUpdate<'profiles'>,
  | 'first_name'
  | 'last_name'
  | 'avatar_url'
  | 'email_notifications'
  | 'profile_visibility'
  | 'quick_access_items'
>;

/** Updates the columns a user may change on their own profile (the others are not writable). */
export async function updateProfile({ userId, changes }: { userId: string; changes: ProfileChanges }) {
  await supabase.from('profiles').update(changes).eq('id', userId).throwOnError();
}

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => updateProfile({ userId, changes }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.settings(userId) }),
        // The shell's viewer (name, avatar) reads the profile query.
        queryClient.invalidateQueries({ queryKey: accountKeys.profile(userId) }),
      ]),
  });
}
