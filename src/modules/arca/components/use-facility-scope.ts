// The facility a library screen works in: one of the facilities whose plan opens the screen's
// tool (useRecordPlaces), chosen as every facility screen chooses (useCurrentFacility: the URL's
// `?facility=`, else the user's last choice, else the first).
import { useCurrentFacility } from '@/hooks/use-current-facility';
import type { Tier } from '@/lib/tiers';
import { useRecordPlaces } from '../api/get-record-places';

export function useFacilityScope(tier?: Tier) {
  const places = useRecordPlaces(tier);
  const list = places.data ?? [];
  const { facility, choose } = useCurrentFacility(list);
  return { places, facilities: list, facility, choose };
}
