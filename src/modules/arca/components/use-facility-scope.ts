// The facility a library screen works in: `?facility=` in the URL (a link keeps it), else the
// first one the user may see.
import { useSearchParams } from 'react-router-dom';
import { useViewer } from '@/hooks/use-viewer';
import { useRecordPlaces } from '../api/get-record-places';

export function useFacilityScope() {
  const { userId } = useViewer();
  const places = useRecordPlaces(userId ?? '');
  const [params, setParams] = useSearchParams();
  const list = places.data ?? [];
  const wanted = params.get('facility');
  const facility = list.find((f) => f.id === wanted) ?? list[0];
  const choose = (id: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('facility', id);
        return next;
      },
      { replace: true },
    );
  return { places, facilities: list, facility, choose };
}
