// Minimal Phoenix Presence for one topic: each joined channel tracks at most one meta under its
// presence key; joiners get `presence_state`, everyone gets `presence_diff` on track / untrack.
import { randomBytes } from 'node:crypto';
import type { Json, JsonObject } from '../../http.ts';

export interface PresenceDiff extends JsonObject {
  joins: { [key: string]: { metas: JsonObject[] } };
  leaves: { [key: string]: { metas: JsonObject[] } };
}

interface Entry {
  key: string;
  meta: JsonObject;
}

export class PresenceRoom {
  /** By channel id: what that channel tracks. */
  private readonly entries = new Map<number, Entry>();

  get empty(): boolean {
    return this.entries.size === 0;
  }

  state(): { [key: string]: { metas: JsonObject[] } } {
    const out: { [key: string]: { metas: JsonObject[] } } = {};
    for (const { key, meta } of this.entries.values()) (out[key] ??= { metas: [] }).metas.push(meta);
    return out;
  }

  /** Tracks (or replaces) the channel's meta; the diff carries the replaced meta as a leave. */
  track(channelId: number, key: string, payload: Json): PresenceDiff {
    const previous = this.entries.get(channelId);
    const user = payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? payload : {};
    const meta: JsonObject = { ...user, phx_ref: randomBytes(9).toString('base64') };
    if (previous) meta.phx_ref_prev = previous.meta.phx_ref ?? null;
    this.entries.set(channelId, { key, meta });
    const diff: PresenceDiff = { joins: { [key]: { metas: [meta] } }, leaves: {} };
    if (previous) diff.leaves[previous.key] = { metas: [previous.meta] };
    return diff;
  }

  /** Null when the channel tracked nothing. */
  untrack(channelId: number): PresenceDiff | null {
    const previous = this.entries.get(channelId);
    if (!previous) return null;
    this.entries.delete(channelId);
    return { joins: {}, leaves: { [previous.key]: { metas: [previous.meta] } } };
  }
}
