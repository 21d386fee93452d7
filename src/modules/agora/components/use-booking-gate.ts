import { useCallback, type SyntheticEvent } from 'react';
import { useUpgradePrompt } from '@/hooks/use-upgrade-prompt';
import { useViewer } from '@/hooks/use-viewer';
import { tierRank, type Tier } from '@/lib/tiers';
import { agoraModule } from '../paths';

/** Booking needs the Agora module's tier (spec-1 §6); book_consultation refuses below it too (AG001). */
export const BOOKING_TIER: Tier = agoraModule.requiredTier;

/**
 * `blocked` is true for a signed-in user below the booking tier; `guard(event)` stops the click and
 * shows the 'Upgrade Required' toast for them. Visitors pass (the sign-in guard takes over).
 */
export function useBookingGate() {
  const viewer = useViewer();
  const upgradePrompt = useUpgradePrompt();
  const blocked = viewer.signedIn && viewer.ready && tierRank(viewer.tier) < tierRank(BOOKING_TIER);
  const guard = useCallback(
    (event?: SyntheticEvent) => {
      if (!blocked) return false;
      event?.preventDefault();
      upgradePrompt(BOOKING_TIER);
      return true;
    },
    [blocked, upgradePrompt],
  );
  return { blocked, guard };
}
