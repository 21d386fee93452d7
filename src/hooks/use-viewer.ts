import { createContext, useContext } from 'react';
import type { Role, Tier } from '@/lib/tiers';

// What the shell knows about the person using the app: their tier, role and consultant status.
// The app shell loads it (src/app/shell) and provides it; shared components and modules read it.

export interface Viewer {
  /** False while the profile (or the consultant check) is still loading. */
  ready: boolean;
  signedIn: boolean;
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  /** Normalised; a signed-out visitor or a missing profile counts as free. */
  tier: Tier;
  role: Role;
  isAdmin: boolean;
  isConsultant: boolean;
}

export const SIGNED_OUT_VIEWER: Viewer = {
  ready: true,
  signedIn: false,
  userId: null,
  firstName: null,
  lastName: null,
  avatarUrl: null,
  tier: 'free',
  role: 'user',
  isAdmin: false,
  isConsultant: false,
};

export const ViewerContext = createContext<Viewer>(SIGNED_OUT_VIEWER);

export function useViewer(): Viewer {
  return useContext(ViewerContext);
}
