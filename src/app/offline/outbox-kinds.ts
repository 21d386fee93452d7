// Every kind of capture's sender, for the outbox (src/lib/offline/outbox.ts). Each module's senders
// load with its own chunk, on the first capture of that kind that is sent, so a capture restored
// after a reload is sent from any page. The record type makes the compiler refuse a missing kind.
import type { OutboxKinds } from '@/lib/offline/outbox';

const arca = () => import('@/modules/arca/api/outbox');
const animus = () => import('@/modules/animus/components/traits/capture-queue');
const atlas = () => import('@/modules/atlas/api/outbox');
const prometheus = () => import('@/modules/prometheus/api/add-manual-reading');

export const OUTBOX_SENDERS: OutboxKinds = {
  'arca-entry': () => arca().then((m) => m.arcaEntrySender),
  'arca-plain-entry': () => arca().then((m) => m.arcaPlainEntrySender),
  'animus-observation': () => animus().then((m) => m.observationSender),
  'animus-photo': () => animus().then((m) => m.photoSender),
  'atlas-task-done': () => atlas().then((m) => m.taskDoneSender),
  'atlas-sop-ack': () => atlas().then((m) => m.sopAckSender),
  'prometheus-reading': () => prometheus().then((m) => m.manualReadingSender),
};
