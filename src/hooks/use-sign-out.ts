import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { signOut } from '@/lib/sign-out';
import { supabase } from '@/lib/supabase';
import { accountPaths } from '@/modules/account/paths';

export function useSignOut() {
  const navigate = useNavigate();
  return useMutation({
    // Without a connection it signs out of this device (lib/sign-out.ts); React Query would pause it.
    networkMode: 'always',
    mutationFn: () => signOut(supabase),
    onSuccess: () => navigate(accountPaths.login.href(), { replace: true }),
    onError: (error) => toast.error('Error signing out', { description: getErrorMessage(error) }),
  });
}
