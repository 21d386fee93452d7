import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { Tier } from '@/lib/tiers';
import { accountPaths } from '@/modules/account/paths';

/** The message of a locked feature (spec-1 §2). */
export function upgradeMessage(tier: Tier): string {
  return `This feature requires a ${tier} plan to access.`;
}

/** A click on something above the user's tier: toast 'Upgrade Required', then the upgrade page. */
export function useUpgradePrompt() {
  const navigate = useNavigate();
  return useCallback(
    (tier: Tier) => {
      toast.error('Upgrade Required', { description: upgradeMessage(tier) });
      navigate(accountPaths.solutions.href());
    },
    [navigate],
  );
}
