import { useEffect, useSyncExternalStore } from 'react';
import { createOfflineQueue, indexedDbStore, type OfflineQueue, type QueueState } from '@/lib/offline-queue';
import { supabase } from '@/lib/supabase';
import { saveObservation, type ObservationWrite } from '../../api/observations';

export interface PhotoWrite {
  /** Where the photo goes in the selection-images bucket ({user}/{project}/{id}.jpg). */
  path: string;
  blob: Blob;
  write: ObservationWrite;
}

// Captured values wait on the phone until they are saved: one queue for the whole app, kept in
// IndexedDB, so a reload or a dead zone in the grow room loses nothing. Photos travel as blobs and
// are uploaded (upsert, so a replay overwrites the same object) before their observation.
let queue: OfflineQueue | null = null;

export function captureQueue(): OfflineQueue {
  queue ??= createOfflineQueue(indexedDbStore('animus-observations'), {
    observation: (payload) => saveObservation(payload as ObservationWrite),
    photo: async (payload) => {
      const { path, blob, write } = payload as PhotoWrite;
      const { error } = await supabase.storage
        .from('selection-images')
        .upload(path, blob, { contentType: blob.type || 'image/jpeg', upsert: true });
      if (error) throw error;
      await saveObservation({ ...write, photo_path: path });
    },
  });
  return queue;
}

/** The queue's state for a screen, flushing whenever the browser comes back online. */
export function useCaptureQueue(): QueueState & { queue: OfflineQueue } {
  const q = captureQueue();
  const state = useSyncExternalStore(
    (listener) => q.subscribe(listener),
    () => q.state(),
  );
  useEffect(() => {
    const flush = () => void q.flush();
    window.addEventListener('online', flush);
    // Retry while something waits, in case the browser never says it is back.
    const timer = window.setInterval(() => {
      if (q.state().waiting > 0) flush();
    }, 20_000);
    flush();
    return () => {
      window.removeEventListener('online', flush);
      window.clearInterval(timer);
    };
  }, [q]);
  return { ...state, queue: q };
}
