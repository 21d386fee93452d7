// Atlas's captures in the app's one outbox (src/lib/offline/outbox.ts): a task completed and an SOP
// acknowledged on the floor, with or without signal (floor-captures.ts sends them).
import { getErrorCode } from '@/lib/errors';
import type { OutboxKind } from '@/lib/offline/outbox';
import { supabase } from '@/lib/supabase';
import { atlasErrorMessage } from '../errors';
import { acknowledgeSop, completeTask, type SopAcknowledgement, type TaskDone } from './floor-captures';
import { atlasKeys } from './keys';

export const taskDoneSender: OutboxKind<TaskDone> = {
  send: (task) => completeTask(supabase, task),
  reason: (error) => atlasErrorMessage(error),
  arrived: (client, { facilityId }) => client.invalidateQueries({ queryKey: atlasKeys.cycles(facilityId) }),
};

export const sopAckSender: OutboxKind<SopAcknowledgement> = {
  send: (ack) => acknowledgeSop(supabase, ack),
  reason: (error) =>
    atlasErrorMessage(error, {
      AT005: 'A new version came into force while this acknowledgement waited. Read it and acknowledge it.',
    }),
  // The version that was read is no longer the one in force.
  conflict: (error) => getErrorCode(error) === 'AT005',
  arrived: (client, { facilityId }) => client.invalidateQueries({ queryKey: atlasKeys.sops(facilityId) }),
};
