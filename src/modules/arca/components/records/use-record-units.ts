import { useCallback, useState } from 'react';
import { useViewer } from '@/hooks/use-viewer';
import { loadRecordUnits, saveRecordUnits, type RecordUnits } from '../../records/units';

/** The grower's record units (EC scale, volume, mass, temperature), remembered per user. */
export function useRecordUnits(): [RecordUnits, (units: RecordUnits) => void] {
  const { userId } = useViewer();
  const [units, setUnits] = useState(() => loadRecordUnits(userId));
  const change = useCallback(
    (next: RecordUnits) => {
      setUnits(next);
      saveRecordUnits(userId, next);
    },
    [userId],
  );
  return [units, change];
}
