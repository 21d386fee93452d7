import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from '@/hooks/use-sign-out';
import { useViewer } from '@/hooks/use-viewer';
import { logger } from '@/lib/logger';
import { getOrganizationSlugs } from '@/modules/account/api/get-organization-slugs';
import { clientsPortalTarget } from '@/modules/account/clients-portal';
import { accountPaths } from '@/modules/account/paths';

export type AccountItem = { label: string; to: string } | { label: string; onSelect: () => void };

/** The avatar menu's items, shared with the mobile menu (spec-1 §2). */
export function useAccountItems(): AccountItem[] {
  const navigate = useNavigate();
  const { userId, isAdmin } = useViewer();
  const signOut = useSignOut();

  const openClientsPortal = useCallback(async () => {
    let slugs: string[] | null = null;
    try {
      if (userId) slugs = await getOrganizationSlugs(userId);
    } catch (error) {
      logger.warn('Reading organisation links failed', error);
    }
    navigate(clientsPortalTarget(slugs));
  }, [navigate, userId]);

  return [
    { label: 'Profile', to: accountPaths.profile.href() },
    { label: 'Account Settings', to: accountPaths.profile.href({ tab: 'preferences' }) },
    { label: 'Quick Access', to: accountPaths.profile.href({ tab: 'quick-access' }) },
    { label: 'Facilities', to: accountPaths.facilities.href() },
    { label: 'Clients Portal', onSelect: () => void openClientsPortal() },
    { label: 'Integrations', to: accountPaths.integrations.href() },
    // The back office's scheduled jobs, for the people who look after the platform.
    ...(isAdmin ? [{ label: 'Operations', to: accountPaths.adminOperations.href() }] : []),
    { label: 'Logout', onSelect: () => signOut.mutate() },
  ];
}
