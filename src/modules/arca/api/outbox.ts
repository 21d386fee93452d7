// Arca's captures in the app's one outbox (src/lib/offline/outbox.ts): a logger's entry and the
// entries of the feed, spray, batch, release and scouting forms. Both senders are idempotent on
// the entry's id (arca_log_entry makes an entry once), so a capture whose answer was lost is sent
// again safely; an edit carries the version it was opened at, so one made while the entry changed
// elsewhere is refused as a conflict (AR002) instead of overwriting it.
import { SopLinkError } from '@/lib/data/facility-sops';
import { getErrorCode } from '@/lib/errors';
import type { OutboxKind } from '@/lib/offline/outbox';
import { supabase } from '@/lib/supabase';
import { recordErrorMessage } from '../records/errors';
import { invalidateRecords } from './invalidate-records';
import { logEntry, type LogEntryVariables } from './log-entry';
import { savePlainEntryWith, type PlainEntry } from './plain-entry';

const conflict = (error: unknown) => getErrorCode(error) === 'AR002';

export const arcaEntrySender: OutboxKind<LogEntryVariables> = {
  async send(variables) {
    try {
      await logEntry(variables);
      return { unlinked: null };
    } catch (error) {
      // Saved, only the SOP link was refused: the entry must not be saved again.
      if (error instanceof SopLinkError) return { unlinked: error.message };
      throw error;
    }
  },
  reason: recordErrorMessage,
  conflict,
  arrived: (client, v) => invalidateRecords(client, v.kind),
};

export const arcaPlainEntrySender: OutboxKind<PlainEntry> = {
  send: (entry) => savePlainEntryWith(supabase, entry),
  reason: recordErrorMessage,
  conflict,
  arrived: (client, entry) =>
    invalidateRecords(client, entry.kind, entry.version === undefined ? [] : [entry.id]),
};
