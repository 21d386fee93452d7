// The facility a screen works in, chosen once for the whole app: Arca's logs, Atlas and Prometheus
// all open on it. It is `?facility=` in the URL where a screen is facility-scoped (links between
// such screens carry it, so a shared or reloaded link shows the same facility), else the one the
// user chose last on this device (remembered per user), else the screen's first candidate. The
// candidates are the screen's own: the facilities whose plan opens it (src/lib/access.ts).
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useViewer } from './use-viewer';

const FACILITY_KEY = 'canopy.facility.';
const ROOM_KEY = 'canopy.room.';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private browsing or a full quota: the URL still carries the choice.
  }
}

export function useCurrentFacility<T extends { id: string }>(candidates: readonly T[]) {
  const { userId } = useViewer();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('facility');
  const remembered = userId ? read(FACILITY_KEY + userId) : null;
  const facility =
    candidates.find((f) => f.id === wanted) ?? candidates.find((f) => f.id === remembered) ?? candidates[0];

  // A link's facility becomes the user's choice, as a pick would.
  const linked = facility && facility.id === wanted ? facility.id : null;
  useEffect(() => {
    if (userId && linked) write(FACILITY_KEY + userId, linked);
  }, [userId, linked]);

  const choose = useCallback(
    (id: string) => {
      if (userId) write(FACILITY_KEY + userId, id);
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('facility', id);
          return next;
        },
        { replace: true },
      );
    },
    [userId, setParams],
  );

  return { facility, choose };
}

/** The room a user last looked at in a facility (Prometheus's lenses open on it). */
export function rememberedRoom(userId: string | null, facilityId: string): string | null {
  return userId ? read(`${ROOM_KEY}${userId}.${facilityId}`) : null;
}

export function rememberRoom(userId: string | null, facilityId: string, roomId: string) {
  if (userId) write(`${ROOM_KEY}${userId}.${facilityId}`, roomId);
}
