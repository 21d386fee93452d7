// Time on a lesson, for the course's gradebook: while the lesson is on screen, the page tells the
// server every 30 seconds; the server adds the time since the last call (at most a minute), so a
// tab left open in the background counts nothing and one left open on screen counts little.
import { useEffect } from 'react';
import { logger } from '@/lib/logger';
import { supabase } from '@/lib/supabase';

const EVERY_MS = 30_000;

export async function trackLessonTime(lessonId: string) {
  await supabase.rpc('ancora_track_lesson_time', { p_lesson_id: lessonId }).throwOnError();
}

export function useLessonTimer(lessonId: string | undefined) {
  useEffect(() => {
    if (!lessonId) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      // A missed beat only undercounts; it is not worth a word to the learner.
      trackLessonTime(lessonId).catch((error: unknown) => logger.warn('lesson time not recorded', error));
    }, EVERY_MS);
    return () => window.clearInterval(timer);
  }, [lessonId]);
}
