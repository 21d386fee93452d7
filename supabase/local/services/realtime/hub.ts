// The service's shared state: joined channels by topic (broadcast and presence rooms) and the
// ordered queue that fans captured changes out to postgres_changes subscribers.
import type pg from 'pg';
import { isDatabaseUnavailable } from '../../db.ts';
import type { Change } from './capture.ts';
import type { Channel } from './channel.ts';
import { deliverChange, type Subscriber } from './delivery.ts';
import { matchesChange } from './filters.ts';
import { PresenceRoom } from './presence.ts';
import type { JsonObject } from '../../http.ts';
import { encodeBinaryBroadcast, type BroadcastBody } from './protocol.ts';

export class Hub {
  private readonly rooms = new Map<string, Set<Channel>>();
  private readonly presence = new Map<string, PresenceRoom>();
  /** Changes are delivered one after another so each subscriber sees them in commit order. */
  private changes: Promise<void> = Promise.resolve();
  private closing = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: (message: string) => void,
  ) {}

  register(channel: Channel): void {
    const room = this.rooms.get(channel.roomKey) ?? new Set<Channel>();
    room.add(channel);
    this.rooms.set(channel.roomKey, room);
  }

  /** Forgets the channel and tells the room it left, if it was present. */
  unregister(channel: Channel): void {
    channel.closed = true;
    channel.disarmExpiry();
    const room = this.rooms.get(channel.roomKey);
    room?.delete(channel);
    if (room && !room.size) this.rooms.delete(channel.roomKey);
    const diff = this.presence.get(channel.roomKey)?.untrack(channel.id);
    if (diff) this.presenceDiff(channel.roomKey, diff);
    if (this.presence.get(channel.roomKey)?.empty) this.presence.delete(channel.roomKey);
  }

  // ---- broadcast -------------------------------------------------------------------------------

  /** A JSON broadcast payload ({type, event, payload, …}), forwarded as received. */
  broadcastJson(from: Channel, payload: JsonObject): void {
    for (const ch of this.recipients(from)) ch.push('broadcast', payload, null);
  }

  /** A binary-framed broadcast: JSON bodies go out as ordinary frames, binary ones as binary frames. */
  broadcastBody(from: Channel, event: string, meta: JsonObject | null, body: BroadcastBody): void {
    if (body.encoding === 'json') {
      const payload: JsonObject = { type: 'broadcast', event, payload: body.value };
      if (meta) payload.meta = meta;
      this.broadcastJson(from, payload);
      return;
    }
    const frame = encodeBinaryBroadcast(from.topic, event, meta, body.bytes);
    // vsn 1.0.0 connections have no binary frames; they miss binary payloads.
    for (const ch of this.recipients(from)) if (!ch.closed) ch.sink.sendBinary(frame);
  }

  private recipients(from: Channel): Channel[] {
    const room = this.rooms.get(from.roomKey);
    return room ? [...room].filter((ch) => ch !== from || from.broadcastSelf) : [];
  }

  // ---- presence --------------------------------------------------------------------------------

  presenceState(channel: Channel): JsonObject {
    return this.presence.get(channel.roomKey)?.state() ?? {};
  }

  track(channel: Channel, payload: JsonObject): void {
    const room = this.presence.get(channel.roomKey) ?? new PresenceRoom();
    this.presence.set(channel.roomKey, room);
    this.presenceDiff(channel.roomKey, room.track(channel.id, channel.presenceKey, payload));
  }

  untrack(channel: Channel): void {
    const diff = this.presence.get(channel.roomKey)?.untrack(channel.id);
    if (diff) this.presenceDiff(channel.roomKey, diff);
  }

  private presenceDiff(roomKey: string, diff: JsonObject): void {
    for (const ch of this.rooms.get(roomKey) ?? []) if (ch.presenceEnabled) ch.push('presence_diff', diff);
  }

  // ---- postgres_changes ------------------------------------------------------------------------

  enqueueChange(change: Change): void {
    if (this.closing) return;
    this.changes = this.changes
      .then(() => this.deliver(change))
      .catch((e: Error) => {
        if (!this.closing && !isDatabaseUnavailable(e))
          this.log(`realtime: delivering a ${change.schema}.${change.table} change failed: ${e.message}`);
      });
  }

  private async deliver(change: Change): Promise<void> {
    const subscribers: Subscriber[] = [];
    for (const room of this.rooms.values()) {
      for (const channel of room) {
        const bindings = channel.bindings.filter((b) =>
          matchesChange(b.spec, change.schema, change.table, change.type),
        );
        if (bindings.length) subscribers.push({ channel, bindings });
      }
    }
    if (subscribers.length) await deliverChange(this.pool, change, subscribers, this.log);
  }

  /** Stops taking changes and waits for the one in flight. */
  async drain(): Promise<void> {
    this.closing = true;
    await this.changes;
  }
}
