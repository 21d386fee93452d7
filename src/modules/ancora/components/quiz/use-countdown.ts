import { useEffect, useMemo, useState } from 'react';
import { clockOffset, secondsLeft } from '../../quiz-time';

/**
 * Seconds left until `target` by the server's clock (`serverNow` is the server's time when the
 * data was fetched), ticking every second; 0 when there is no target or it has passed.
 */
export function useCountdown(target: string | null | undefined, serverNow: string | undefined): number {
  // The offset is fixed when the server's answer arrives; Date.now() here is that moment.
  // eslint-disable-next-line react-hooks/purity -- measured once per answer, on purpose
  const offset = useMemo(() => (serverNow ? clockOffset(serverNow, Date.now()) : 0), [serverNow]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!target) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [target]);
  return target ? secondsLeft(target, offset, now) : 0;
}
