// Completing a task and acknowledging an SOP from the floor, as the outbox sends them
// (api/outbox.ts): both are safe to send twice. A completion only changes a task that is not done
// yet, then checks who finished it; an acknowledgement already recorded is left as it is. What
// changed meanwhile is refused as a conflict, in words. The client is passed in, so these can be
// tested against a real stack.
import type { SupabaseClient } from '@supabase/supabase-js';
import { formatDateTime } from '../../../lib/format.ts';
import { OutboxRefusal } from '../../../lib/offline/outbox.ts';
import type { Database } from '../../../types/database.ts';
import { derivedInsert } from './derived-insert.ts';

type Client = SupabaseClient<Database>;

export interface TaskDone {
  taskId: string;
  facilityId: string;
  /** Who completed it (the capture's owner): a completion found done by them is this one. */
  by: string;
  note: string | null;
  /** A photo taken with it; uploaded under the capture's own id, so a replay finds it there. */
  photo: { blob: Blob; path: string } | null;
}

async function uploadOnce(client: Client, path: string, blob: Blob) {
  const { error } = await client.storage.from('atlas-photos').upload(path, blob, { contentType: blob.type });
  // Already there: this capture's earlier send uploaded it before its answer was lost.
  if (error && !/exists/i.test(error.message)) throw error;
}

export async function completeTask(client: Client, { taskId, by, note, photo }: TaskDone): Promise<void> {
  if (photo) await uploadOnce(client, photo.path, photo.blob);
  const { data } = await client
    .from('atlas_tasks')
    .update({ status: 'done', note, ...(photo ? { photo_path: photo.path } : {}) })
    .eq('id', taskId)
    .neq('status', 'done')
    .select('id')
    .throwOnError();
  if (data.length > 0) return;
  // Nothing changed: the task is done already, or gone.
  const { data: task } = await client
    .from('atlas_tasks')
    .select('done_by, done_at, note')
    .eq('id', taskId)
    .maybeSingle()
    .throwOnError();
  if (!task)
    throw new OutboxRefusal('The task was deleted while your completion waited.', { conflict: true });
  // Done by this capture, whose answer was lost on the way back.
  if (task.done_by === by && (task.note ?? null) === note) return;
  const when = task.done_at ? formatDateTime(task.done_at) : 'meanwhile';
  const who = task.done_by === by ? 'You had already completed it' : 'Another team member completed it';
  throw new OutboxRefusal(`${who} (${when}) while this completion waited; your note was not saved.`, {
    conflict: true,
  });
}

export interface SopAcknowledgement {
  versionId: string;
  facilityId: string;
  by: string;
}

export async function acknowledgeSop(client: Client, { versionId, by }: SopAcknowledgement): Promise<void> {
  // Recorded already (this capture's lost answer, or another device): nothing to add.
  const { data: seen } = await client
    .from('atlas_sop_acknowledgements')
    .select('version_id')
    .eq('version_id', versionId)
    .eq('user_id', by)
    .throwOnError();
  if (seen.length > 0) return;
  await client
    .from('atlas_sop_acknowledgements')
    .insert(derivedInsert('atlas_sop_acknowledgements', ['facility_id'], { version_id: versionId }))
    .throwOnError();
}
