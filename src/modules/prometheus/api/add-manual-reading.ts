// A reading typed in by hand goes through the app's one outbox (src/lib/offline/outbox.ts): sent at
// once with a connection, kept on the phone without one (send-readings.ts sends it).
import type { OutboxKind } from '@/lib/offline/outbox';
import { supabase } from '@/lib/supabase';
import type { ReadingInput } from '../metrics.ts';
import { prometheusKeys } from './keys';
import { manualReadingError, sendManualReading } from './send-readings';

export const manualReadingSender: OutboxKind<ReadingInput> = {
  send: (reading) => sendManualReading(supabase, reading),
  reason: manualReadingError,
  arrived: (client, reading) => client.invalidateQueries({ queryKey: prometheusKeys.room(reading.room_id) }),
};
