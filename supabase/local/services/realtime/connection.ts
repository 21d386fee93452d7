// One websocket: decodes frames, answers heartbeats, and runs the channel lifecycle (join, leave,
// access_token, broadcast, presence). Frames are handled one at a time, in the order received, so
// a join's reply always precedes what the channel sends afterwards. Private channels join, send and
// track only as Realtime Authorization (authorization.ts) allows, with hosted's answers.
import { WebSocket, type RawData } from 'ws';
import { readAuthorizations, writeAuthorization, type Extension } from './authorization.ts';
import { Channel, type FrameSink } from './channel.ts';
import type { Hub } from './hub.ts';
import { prepareJoin, type JoinDeps } from './join.ts';
import { isJsonObject, type JsonObject } from '../../http.ts';
import { decodeBinary, decodeText, encodeText, reply, type Frame, type Vsn } from './protocol.ts';
import { verifyChannelToken } from './tokens.ts';

export interface ConnectionDeps extends JoinDeps {
  hub: Hub;
  log: (message: string) => void;
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

export class Connection implements FrameSink {
  private readonly channels = new Map<string, Channel>();
  private queue: Promise<void> = Promise.resolve();
  alive = true;

  constructor(
    private readonly deps: ConnectionDeps,
    readonly ws: WebSocket,
    readonly vsn: Vsn,
    /** The socket's apikey, the token of channels that join without an access_token. */
    private readonly apikey: string,
  ) {
    ws.on('message', (data, isBinary) => {
      this.queue = this.queue
        .then(() => this.onMessage(toBuffer(data), isBinary))
        .catch((e: Error) => this.deps.log(`realtime: ${e.message}`));
    });
    ws.on('pong', () => {
      this.alive = true;
    });
    ws.on('close', () => this.dispose());
    ws.on('error', () => undefined);
  }

  send(frame: Frame): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(encodeText(frame, this.vsn));
  }

  sendBinary(data: Buffer): boolean {
    if (this.vsn !== '2.0.0' || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(data, { binary: true });
    return true;
  }

  private dispose(): void {
    for (const ch of this.channels.values()) this.deps.hub.unregister(ch);
    this.channels.clear();
  }

  private async onMessage(data: Buffer, isBinary: boolean): Promise<void> {
    if (isBinary) {
      const push = decodeBinary(data);
      const channel = this.channels.get(push.topic);
      if (!channel) return;
      // Hosted drops a send the topic's policies do not allow, without a reply.
      if (!(await this.mayWrite(channel, 'broadcast'))) return;
      this.deps.hub.broadcastBody(channel, push.event, push.meta, push.payload);
      if (channel.broadcastAck && push.ref) {
        this.send({
          joinRef: push.joinRef,
          ref: push.ref,
          topic: push.topic,
          event: 'phx_reply',
          payload: { status: 'ok', response: {} },
        });
      }
      return;
    }
    const frame = decodeText(data.toString('utf8'), this.vsn);
    if (frame.topic === 'phoenix') {
      if (frame.event === 'heartbeat') this.send(reply(frame, 'ok', {}));
      return;
    }
    if (frame.event === 'phx_join') return this.join(frame);
    const channel = this.channels.get(frame.topic);
    if (!channel) {
      // Leaving a channel that is already gone is a success for the client.
      if (frame.event === 'phx_leave') this.send(reply(frame, 'ok', {}));
      else this.send(reply(frame, 'error', { reason: 'unmatched topic' }));
      return;
    }
    switch (frame.event) {
      case 'phx_leave':
        this.send(reply(frame, 'ok', {}));
        this.close(channel);
        return;
      case 'access_token':
        return this.refreshToken(channel, frame);
      case 'broadcast':
        if (!(await this.mayWrite(channel, 'broadcast'))) return;
        if (isJsonObject(frame.payload)) this.deps.hub.broadcastJson(channel, frame.payload);
        if (channel.broadcastAck) this.send(reply(frame, 'ok', {}));
        return;
      case 'presence':
        return this.presence(channel, frame);
      default:
        return; // hosted ignores other client events
    }
  }

  private async join(frame: Frame): Promise<void> {
    const existing = this.channels.get(frame.topic);
    // A rejoin replaces the old channel, which the client learns is closed (as Phoenix does).
    if (existing) this.close(existing);
    if (!frame.topic.startsWith('realtime:')) {
      this.send(reply(frame, 'error', { reason: 'unmatched topic' }));
      return;
    }
    let result;
    try {
      result = await prepareJoin(this.deps, frame.payload, this.apikey);
    } catch (e) {
      this.deps.log(`realtime: join ${frame.topic} failed: ${(e as Error).message}`);
      result = { ok: false as const, reason: 'Realtime was unable to connect to the project database' };
    }
    if (!result.ok) {
      this.send(reply(frame, 'error', { reason: result.reason }));
      return;
    }
    if (this.ws.readyState !== WebSocket.OPEN) return;
    const channel = new Channel(this, { ...result, topic: frame.topic, joinRef: frame.joinRef });
    if (channel.isPrivate && !(await this.authorizeRead(channel))) {
      this.send(
        reply(frame, 'error', {
          reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${channel.subTopic}`,
        }),
      );
      return;
    }
    if (this.ws.readyState !== WebSocket.OPEN) return;
    this.channels.set(frame.topic, channel);
    this.deps.hub.register(channel);
    this.send(
      reply(frame, 'ok', { postgres_changes: channel.bindings.map((b) => ({ ...b.raw, id: b.id })) }),
    );
    if (channel.bindings.length) channel.systemMessage('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
    // The replication stream runs before any socket is accepted, so capture is ready at once.
    if (result.replicationReady) channel.systemMessage('system', 'ok', 'Replication connection established');
    if (channel.mayReadPresence()) channel.push('presence_state', this.deps.hub.presenceState(channel));
    channel.armExpiry(() => this.expire(channel));
  }

  /** Closes a channel from the server side; the client sees phx_close for its join. */
  private close(channel: Channel, systemError?: string): void {
    if (systemError) channel.systemMessage('system', 'error', systemError);
    if (!channel.closed)
      this.send({
        joinRef: channel.joinRef,
        ref: channel.joinRef,
        topic: channel.topic,
        event: 'phx_close',
        payload: {},
      });
    this.deps.hub.unregister(channel);
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
  }

  private async expire(channel: Channel): Promise<void> {
    if (channel.closed) return;
    const checked = await verifyChannelToken(channel.token, this.deps.keys);
    this.close(channel, checked.ok ? 'Token has expired 0 seconds ago' : checked.message);
  }

  // Hosted: the same token, no token, or an `sb_` key changes nothing; an invalid one ends the channel.
  private async refreshToken(channel: Channel, frame: Frame): Promise<void> {
    const token = isJsonObject(frame.payload) ? frame.payload.access_token : undefined;
    if (typeof token !== 'string' || !token || token === channel.token || token.startsWith('sb_')) return;
    const checked = await verifyChannelToken(token, this.deps.keys);
    if (channel.closed) return;
    if (!checked.ok) {
      this.close(channel, checked.message);
      return;
    }
    channel.token = token;
    channel.claims = checked.claims;
    channel.armExpiry(() => this.expire(channel));
    if (channel.isPrivate) {
      // Hosted re-evaluates a private channel's policies for the new token and ends the channel
      // when it may no longer read the topic.
      channel.policies.broadcast.write = null;
      channel.policies.presence.write = null;
      if (!(await this.authorizeRead(channel)) && !channel.closed)
        this.close(
          channel,
          `You do not have permissions to read from this Channel topic: ${channel.subTopic}`,
        );
    }
  }

  /** Checks (and records) what a private channel may read; false when it may read nothing. */
  private async authorizeRead(channel: Channel): Promise<boolean> {
    const extensions: Extension[] = channel.presenceEnabled ? ['broadcast', 'presence'] : ['broadcast'];
    try {
      const read = await readAuthorizations(this.deps.pool, channel.claims, channel.subTopic, extensions);
      channel.policies.broadcast.read = read.broadcast;
      channel.policies.presence.read = read.presence;
      return read.broadcast === true || read.presence === true;
    } catch (e) {
      this.deps.log(`realtime: authorising ${channel.topic} failed: ${(e as Error).message}`);
      return false;
    }
  }

  /** Whether the channel may send for the extension: always when public, else as its policies say. */
  private async mayWrite(channel: Channel, extension: Extension): Promise<boolean> {
    if (!channel.isPrivate) return true;
    const known = channel.policies[extension].write;
    if (known !== null) return known;
    try {
      const ok = await writeAuthorization(this.deps.pool, channel.claims, channel.subTopic, extension);
      channel.policies[extension].write = ok;
      return ok;
    } catch (e) {
      this.deps.log(
        `realtime: authorising a ${extension} write on ${channel.topic} failed: ${(e as Error).message}`,
      );
      return false;
    }
  }

  private async presence(channel: Channel, frame: Frame): Promise<void> {
    const payload = isJsonObject(frame.payload) ? frame.payload : {};
    if (payload.event === 'track') {
      // Tracking without presence listeners turns presence on for the channel (as hosted does).
      const enabling = !channel.presenceEnabled;
      channel.presenceEnabled = true;
      if (channel.isPrivate) {
        if (channel.policies.presence.read === null) await this.authorizeRead(channel);
        if (!(await this.mayWrite(channel, 'presence'))) {
          this.send(reply(frame, 'error', {}));
          return;
        }
      }
      if (enabling && channel.mayReadPresence())
        channel.push('presence_state', this.deps.hub.presenceState(channel));
      const meta: JsonObject = isJsonObject(payload.payload) ? payload.payload : {};
      this.deps.hub.track(channel, meta);
      this.send(reply(frame, 'ok', {}));
    } else if (payload.event === 'untrack') {
      this.deps.hub.untrack(channel);
      this.send(reply(frame, 'ok', {}));
    } else {
      this.send(reply(frame, 'error', { reason: 'unknown presence event' }));
    }
  }
}
