// The access rule (src/lib/access.ts) for the signed-in user: their own plan from the viewer, the
// facilities they work in from the one facility list (src/lib/data/facilities.ts). The bars, the
// guards, module indexes and links between tools all ask here, so they agree with each other and
// with the database. The facility list is read only when a facility's plan could open more than
// the user's own (below the top plan), and waited for only where the own plan does not answer.
import { useCallback } from 'react';
import { accessTo, needsWorkplaces, type Access } from '@/lib/access';
import { useFacilities } from '@/lib/data/facilities';
import { gateForPath } from '@/lib/modules';
import type { Scope } from '@/lib/paths';
import { nextTier, type Tier } from '@/lib/tiers';
import { useViewer } from './use-viewer';

export interface AccessAnswer {
  /** Not known yet: the profile, or the facilities the answer needs, are loading. */
  pending: boolean;
  /** The facilities could not be read (and nothing was remembered); `retry` reads them again. */
  error: unknown;
  retry: () => void;
  access: Access;
}

/** Asks the rule any number of questions with one read of the user's facilities. */
export function useAccessRule(): (required: Tier, scope: Scope) => AccessAnswer {
  const viewer = useViewer();
  const below = viewer.signedIn && nextTier(viewer.tier) !== null;
  const facilities = useFacilities(viewer.ready && below ? viewer.userId : null);
  const { data, isPending, isError, error, refetch } = facilities;
  return useCallback(
    (required: Tier, scope: Scope) => {
      const needs = viewer.signedIn && needsWorkplaces(required, scope, viewer.tier);
      const failed = needs && isError && !data;
      return {
        pending: !viewer.ready || (needs && isPending && !failed),
        error: failed ? error : null,
        retry: () => void refetch(),
        // Where the user's own plan answers, the facilities are those already read (if any).
        access: accessTo(required, scope, viewer.tier, data ?? []),
      };
    },
    [viewer.ready, viewer.signedIn, viewer.tier, data, isPending, isError, error, refetch],
  );
}

export function useAccess(required: Tier, scope: Scope): AccessAnswer {
  return useAccessRule()(required, scope);
}

/** The same for a route: what its tool (or module) needs; a route outside the modules is open. */
export function useRouteAccess(pathname: string): AccessAnswer & { name: string | null } {
  const gate = gateForPath(pathname);
  const answer = useAccess(gate?.tier ?? 'free', gate?.scope ?? 'personal');
  return { ...answer, name: gate?.name ?? null };
}
