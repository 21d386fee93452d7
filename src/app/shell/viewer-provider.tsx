import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/hooks/use-session';
import { SIGNED_OUT_VIEWER, ViewerContext, type Viewer } from '@/hooks/use-viewer';
import { ACCOUNT_DELETED_MESSAGE, getErrorCode } from '@/lib/errors';
import { logger } from '@/lib/logger';
import { signOut } from '@/lib/sign-out';
import { supabase } from '@/lib/supabase';
import { normalizeRole, normalizeTier } from '@/lib/tiers';
import { toast } from '@/lib/toast';
import { useConsultantStatus } from '@/modules/account/api/get-consultant-status';
import { useProfile } from '@/modules/account/api/get-profile';
import { accountPaths } from '@/modules/account/paths';

/** Loads the signed-in user's profile and consultant status for the shell, guards and pages. */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const { user, status } = useSession();
  if (status !== 'authenticated') {
    const viewer = status === 'loading' ? { ...SIGNED_OUT_VIEWER, ready: false } : SIGNED_OUT_VIEWER;
    return <ViewerContext value={viewer}>{children}</ViewerContext>;
  }
  return <SignedInViewer userId={user.id}>{children}</SignedInViewer>;
}

function SignedInViewer({ userId, children }: { userId: string; children: ReactNode }) {
  const profile = useProfile(userId);
  const consultant = useConsultantStatus(userId);
  // The flag, or the database refusing a deleted account's still-valid token outright.
  useDeletedAccountRule(
    profile.data?.is_deleted === true || getErrorCode(profile.error) === 'account_deleted',
  );

  const viewer = useMemo<Viewer>(() => {
    const p = profile.data;
    const role = normalizeRole(p?.role);
    return {
      // A failed read counts as ready: the guards then deny rather than wait forever.
      ready: !profile.isPending && !consultant.isPending,
      signedIn: true,
      userId,
      firstName: p?.first_name ?? null,
      lastName: p?.last_name ?? null,
      avatarUrl: p?.avatar_url ?? null,
      tier: normalizeTier(p?.membership_tier),
      role,
      isAdmin: role === 'admin' && p?.is_deleted === false,
      isConsultant: consultant.data === true,
    };
  }, [profile.data, profile.isPending, consultant.data, consultant.isPending, userId]);

  return <ViewerContext value={viewer}>{children}</ViewerContext>;
}

/** Spec-1 §4: a profile flagged is_deleted signs the user out, says so, and goes to /login. */
function useDeletedAccountRule(isDeleted: boolean) {
  const navigate = useNavigate();
  const handled = useRef(false);
  useEffect(() => {
    if (!isDeleted || handled.current) return;
    handled.current = true;
    toast.error('Account Deleted', { description: ACCOUNT_DELETED_MESSAGE });
    signOut(supabase)
      .catch(async (error: unknown) => {
        logger.error('Sign-out of a deleted account failed', error);
        await supabase.auth.signOut({ scope: 'local' });
      })
      .finally(() => navigate(accountPaths.login.href(), { replace: true }));
  }, [isDeleted, navigate]);
}
