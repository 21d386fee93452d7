import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isSwipeBack, type Point } from './swipe';

/** Goes back on an edge swipe; touch events only fire on touch devices. */
export function useSwipeBack() {
  const navigate = useNavigate();
  useEffect(() => {
    let start: Point | null = null;
    const onStart = (e: TouchEvent) => {
      const t = e.touches[0];
      start = e.touches.length === 1 && t ? { x: t.clientX, y: t.clientY } : null;
    };
    const onEnd = (e: TouchEvent) => {
      const t = e.changedTouches[0];
      if (start && t && isSwipeBack(start, { x: t.clientX, y: t.clientY })) void navigate(-1);
      start = null;
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchend', onEnd);
    };
  }, [navigate]);
}
