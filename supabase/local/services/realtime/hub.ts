// The service's shared state: joined channels by topic (broadcast and presence rooms) and the
// ordered queue that fans changes read from the WAL out to postgres_changes subscribers and
// broadcasts from the database out to their topics. Private channels receive broadcasts and
// presence only as their read authorisation (realtime.messages policies, checked at join) allows.
import type pg from 'pg';
import { isDatabaseUnavailable } from '../../db.ts';
import type { Channel } from './channel.ts';
import { deliverChange, type Subscriber } from './delivery.ts';
import { matchesChange } from './filters.ts';
import { PresenceRoom } from './presence.ts';
import type { Json, JsonObject } from '../../http.ts';
import { encodeBinaryBroadcast, type BroadcastBody } from './protocol.ts';
import type { RowChange, WalEvent } from './replication.ts';

/** The room of a topic as clients name it without `realtime:` (REST and database broadcasts). */
export function roomOf(subTopic: string, isPrivate: boolean): string {
  return `${isPrivate ? 'private' : 'public'}:realtime:${subTopic}`;
}

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
    return this.readers(from.roomKey).filter((ch) => ch !== from || from.broadcastSelf);
  }

  /** Channels of a room that may receive its broadcasts. */
  private readers(roomKey: string): Channel[] {
    const room = this.rooms.get(roomKey);
    return room ? [...room].filter((ch) => !ch.isPrivate || ch.policies.broadcast.read === true) : [];
  }

  /** A broadcast from the server side (the REST API, realtime.send): every reader of the topic gets it. */
  broadcastFromServer(
    subTopic: string,
    isPrivate: boolean,
    event: string,
    body: BroadcastBody,
    meta: JsonObject | null,
  ): void {
    const readers = this.readers(roomOf(subTopic, isPrivate));
    if (body.encoding === 'json') {
      const payload: JsonObject = { type: 'broadcast', event, payload: body.value };
      if (meta) payload.meta = meta;
      for (const ch of readers) ch.push('broadcast', payload, null);
      return;
    }
    for (const ch of readers) {
      if (!ch.closed) ch.sink.sendBinary(encodeBinaryBroadcast(ch.topic, event, meta, body.bytes));
    }
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
    for (const ch of this.rooms.get(roomKey) ?? []) if (ch.mayReadPresence()) ch.push('presence_diff', diff);
  }

  // ---- postgres_changes ------------------------------------------------------------------------

  /** One committed transaction: each of its events is delivered in order, after the ones before. */
  enqueueTransaction(events: WalEvent[]): void {
    for (const event of events) {
      if (event.kind === 'message')
        this.enqueue(`a broadcast to ${event.topic}`, async () => {
          this.broadcastFromServer(
            event.topic,
            event.private,
            event.event,
            { encoding: 'json', value: event.payload as Json },
            { id: event.id },
          );
        });
      else this.enqueue(`a ${event.schema}.${event.table} change`, () => this.deliver(event));
    }
  }

  private enqueue(what: string, fn: () => Promise<void>): void {
    if (this.closing) return;
    this.changes = this.changes.then(fn).catch((e: Error) => {
      if (!this.closing && !isDatabaseUnavailable(e))
        this.log(`realtime: delivering ${what} failed: ${e.message}`);
    });
  }

  private async deliver(change: RowChange): Promise<void> {
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
