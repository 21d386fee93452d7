// One joined channel: its topic, the claims it reads rows with, its postgres_changes bindings,
// its broadcast / presence settings and, when private, what it is authorised to do.
import { randomUUID } from 'node:crypto';
import type { Claims } from '../../db.ts';
import type { BindingSpec } from './filters.ts';
import type { JsonObject } from '../../http.ts';
import type { Frame } from './protocol.ts';
import { noPolicies, type Policies } from './authorization.ts';

export type ChannelClaims = Claims & { exp: number; role: string };

export interface PgBinding {
  /** The id the join reply hands out; change payloads list the ids they match. */
  id: number;
  spec: BindingSpec;
  /** The client's entry as sent, echoed in the reply so realtime-js can match it by position. */
  raw: JsonObject;
}

export interface ChannelInit {
  topic: string;
  joinRef: string | null;
  token: string;
  claims: ChannelClaims;
  bindings: PgBinding[];
  broadcastSelf: boolean;
  broadcastAck: boolean;
  presenceEnabled: boolean;
  presenceKey: string;
  isPrivate: boolean;
}

/** Where a channel's frames go: its connection. */
export interface FrameSink {
  send(frame: Frame): void;
  sendBinary(data: Buffer): boolean;
}

let nextChannelId = 1;

// setTimeout cannot wait longer than ~24.8 days; longer expiries are re-armed.
const MAX_TIMER_MS = 2 ** 31 - 1;

export class Channel {
  readonly id = nextChannelId++;
  readonly topic: string;
  /** The topic without `realtime:`, as hosted names the channel in system messages. */
  readonly subTopic: string;
  readonly joinRef: string | null;
  token: string;
  claims: ChannelClaims;
  readonly bindings: PgBinding[];
  readonly broadcastSelf: boolean;
  readonly broadcastAck: boolean;
  presenceEnabled: boolean;
  readonly presenceKey: string;
  readonly isPrivate: boolean;
  /** A private channel's authorisation for its topic (read checked at join, write when first used). */
  policies: Policies = noPolicies();
  closed = false;
  private expiryTimer: NodeJS.Timeout | null = null;

  constructor(
    readonly sink: FrameSink,
    init: ChannelInit,
  ) {
    this.topic = init.topic;
    this.subTopic = init.topic.replace(/^realtime:/, '');
    this.joinRef = init.joinRef;
    this.token = init.token;
    this.claims = init.claims;
    this.bindings = init.bindings;
    this.broadcastSelf = init.broadcastSelf;
    this.broadcastAck = init.broadcastAck;
    this.presenceEnabled = init.presenceEnabled;
    this.presenceKey = init.presenceKey || randomUUID();
    this.isPrivate = init.isPrivate;
  }

  /** Broadcast and presence are scoped per topic, and private topics apart from public ones. */
  get roomKey(): string {
    return `${this.isPrivate ? 'private' : 'public'}:${this.topic}`;
  }

  /** Whether presence state and diffs go to this channel. */
  mayReadPresence(): boolean {
    return this.presenceEnabled && (!this.isPrivate || this.policies.presence.read === true);
  }

  /** A channel-level push (replies carry their own refs). */
  push(event: string, payload: JsonObject, joinRef: string | null = this.joinRef): void {
    if (this.closed) return;
    this.sink.send({ joinRef, ref: null, topic: this.topic, event, payload });
  }

  systemMessage(extension: string, status: 'ok' | 'error', message: string): void {
    this.push('system', { extension, status, message, channel: this.subTopic });
  }

  isExpired(now = Date.now()): boolean {
    return this.claims.exp * 1000 <= now;
  }

  /** Calls `onExpire` once the current claims' `exp` has passed. */
  armExpiry(onExpire: () => void): void {
    this.disarmExpiry();
    const wait = Math.max(0, this.claims.exp * 1000 - Date.now());
    this.expiryTimer = setTimeout(
      () => {
        if (this.isExpired()) onExpire();
        else this.armExpiry(onExpire);
      },
      Math.min(wait, MAX_TIMER_MS),
    );
    this.expiryTimer.unref();
  }

  disarmExpiry(): void {
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.expiryTimer = null;
  }
}
