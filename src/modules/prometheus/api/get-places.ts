import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useViewer } from '@/hooks/use-viewer';
import { accessTo } from '@/lib/access';
import { getFacilitiesQueryOptions, type Facility } from '@/lib/data/facilities';
import { prometheusModule } from '../paths';

/**
 * The facilities whose readings the user may see (src/lib/data/facilities.ts, through the access
 * rule): those whose plan includes Prometheus (Professional) — a Basic staff member of a
 * Professional facility sees that one, not their own Basic facility, whose readings RLS refuses.
 */
export function usePlaces() {
  const { userId, tier } = useViewer();
  const select = useCallback(
    (list: Facility[]) => {
      const allowed = new Set(
        accessTo(prometheusModule.requiredTier, prometheusModule.scope, tier, list).facilities.map(
          (f) => f.id,
        ),
      );
      return list.filter((f) => allowed.has(f.id));
    },
    [tier],
  );
  return useQuery({ ...getFacilitiesQueryOptions(userId ?? ''), enabled: userId !== null, select });
}

export type Place = Facility;
