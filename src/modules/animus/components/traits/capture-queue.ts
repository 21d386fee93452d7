// Trait capture in the app's one outbox (src/lib/offline/outbox.ts): each value waits on the phone,
// for the account that recorded it, until it is saved, so a reload or a dead zone in the grow room
// loses nothing. Replays are safe: an observation is upserted on (user, client id), and a photo is
// uploaded with upsert to a path named by that id before its observation.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useOutbox } from '@/hooks/use-offline';
import { useSession } from '@/hooks/use-session';
import { capture, discard, type OutboxKind } from '@/lib/offline/outbox';
import { supabase } from '@/lib/supabase';
import { animusKeys } from '../../api/keys';
import { saveObservation, type ObservationWrite } from '../../api/observations';

export interface PhotoWrite {
  /** Where the photo goes in the selection-images bucket ({user}/{project}/{id}.jpg). */
  path: string;
  blob: Blob;
  write: ObservationWrite;
}

const refresh = (client: QueryClient, projectId: string) =>
  client.invalidateQueries({ queryKey: animusKeys.observations(projectId) });

export const observationSender: OutboxKind<ObservationWrite> = {
  send: saveObservation,
  arrived: (client, write) => refresh(client, write.project_id),
};

export const photoSender: OutboxKind<PhotoWrite> = {
  async send({ path, blob, write }) {
    const { error } = await supabase.storage
      .from('selection-images')
      .upload(path, blob, { contentType: blob.type || 'image/jpeg', upsert: true });
    if (error) throw error;
    await saveObservation({ ...write, photo_path: path });
  },
  arrived: (client, { write }) => refresh(client, write.project_id),
};

const ANIMUS_KINDS = new Set(['animus-observation', 'animus-photo']);

/** Trait capture's part of the outbox: what waits, what was refused, and how to add to it. */
export function useCaptureQueue() {
  const client = useQueryClient();
  const { user } = useSession();
  const entries = useOutbox();
  const mine = useMemo(() => entries.filter((e) => ANIMUS_KINDS.has(e.kind)), [entries]);
  return {
    waiting: mine.filter((e) => e.state === 'waiting' || e.state === 'sending').length,
    failed: mine.filter((e) => e.state === 'refused' || e.state === 'conflict'),
    dismiss: (id: string) => discard(client, id),
    /** Keeps a value (or photo) and sends it; a refusal straight away rejects with the reason. */
    save: (
      kind: 'animus-observation' | 'animus-photo',
      id: string,
      variables: ObservationWrite | PhotoWrite,
      summary: string,
    ) =>
      capture(client, {
        kind,
        variables,
        meta: {
          id,
          owner: user?.id ?? '',
          label: kind === 'animus-photo' ? 'Trait photo' : 'Trait value',
          summary,
        },
      }),
  };
}
