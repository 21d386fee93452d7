// Phoenix channel frames as realtime-js speaks them: vsn 2.0.0 JSON arrays (plus the binary
// broadcast frames of its serializer) and vsn 1.0.0 JSON objects.
import { isJsonObject, type Json, type JsonObject } from '../../http.ts';

export type Vsn = '1.0.0' | '2.0.0';
export const VSNS: readonly Vsn[] = ['1.0.0', '2.0.0'];

export interface Frame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Json;
}

/** A broadcast the client sent as a binary frame (realtime-js does so for every vsn 2.0.0 broadcast). */
export interface BinaryBroadcastPush {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  /** The user's event name, e.g. "cursor-pos". */
  event: string;
  meta: JsonObject | null;
  payload: BroadcastBody;
}

export type BroadcastBody = { encoding: 'json'; value: Json } | { encoding: 'binary'; bytes: Buffer };

export class ProtocolError extends Error {}

// Kinds and encodings of realtime-js' binary serializer (lib/serializer.ts).
const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const ENCODING_BINARY = 0;
const ENCODING_JSON = 1;

function refOrNull(value: unknown, what: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw new ProtocolError(`${what} must be a string or null`);
}

function str(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new ProtocolError(`${what} must be a string`);
  return value;
}

export function decodeText(text: string, vsn: Vsn): Frame {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ProtocolError('frame is not JSON');
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(data) || data.length !== 5)
      throw new ProtocolError('a vsn 2.0.0 frame is a 5-element array');
    const [joinRef, ref, topic, event, payload] = data as [unknown, unknown, unknown, unknown, Json];
    return {
      joinRef: refOrNull(joinRef, 'join_ref'),
      ref: refOrNull(ref, 'ref'),
      topic: str(topic, 'topic'),
      event: str(event, 'event'),
      payload: payload ?? {},
    };
  }
  if (!isJsonObject(data)) throw new ProtocolError('a vsn 1.0.0 frame is an object');
  return {
    joinRef: refOrNull(data.join_ref, 'join_ref'),
    ref: refOrNull(data.ref, 'ref'),
    topic: str(data.topic, 'topic'),
    event: str(data.event, 'event'),
    payload: data.payload ?? {},
  };
}

export function encodeText(frame: Frame, vsn: Vsn): string {
  if (vsn === '2.0.0')
    return JSON.stringify([frame.joinRef, frame.ref, frame.topic, frame.event, frame.payload]);
  return JSON.stringify({
    join_ref: frame.joinRef,
    ref: frame.ref,
    topic: frame.topic,
    event: frame.event,
    payload: frame.payload,
  });
}

/** Reads a binary "user broadcast push" (kind 3): header lengths, then the strings, then the payload. */
export function decodeBinary(buf: Buffer): BinaryBroadcastPush {
  if (buf.length < 7 || buf[0] !== KIND_USER_BROADCAST_PUSH)
    throw new ProtocolError('unsupported binary frame');
  const lengths = [buf[1]!, buf[2]!, buf[3]!, buf[4]!, buf[5]!];
  const encoding = buf[6]!;
  let offset = 7;
  const parts = lengths.map((len) => {
    if (offset + len > buf.length) throw new ProtocolError('truncated binary frame');
    const part = buf.subarray(offset, offset + len).toString('utf8');
    offset += len;
    return part;
  });
  const [joinRef, ref, topic, event, metaText] = parts as [string, string, string, string, string];
  const rest = buf.subarray(offset);
  let meta: JsonObject | null = null;
  if (metaText) {
    const parsed: unknown = JSON.parse(metaText);
    if (!isJsonObject(parsed)) throw new ProtocolError('broadcast metadata must be an object');
    meta = parsed;
  }
  let payload: BroadcastBody;
  if (encoding === ENCODING_JSON) {
    try {
      payload = { encoding: 'json', value: JSON.parse(rest.toString('utf8')) as Json };
    } catch {
      throw new ProtocolError('broadcast payload is not JSON');
    }
  } else if (encoding === ENCODING_BINARY) {
    payload = { encoding: 'binary', bytes: Buffer.from(rest) };
  } else {
    throw new ProtocolError('unknown broadcast payload encoding');
  }
  return { joinRef: joinRef || null, ref: ref || null, topic, event, meta, payload };
}

/** Writes a binary "user broadcast" (kind 4), the frame realtime-js decodes for binary payloads. */
export function encodeBinaryBroadcast(
  topic: string,
  event: string,
  meta: JsonObject | null,
  bytes: Buffer,
): Buffer {
  const topicBuf = Buffer.from(topic, 'utf8');
  const eventBuf = Buffer.from(event, 'utf8');
  const metaBuf = Buffer.from(meta ? JSON.stringify(meta) : '', 'utf8');
  for (const part of [topicBuf, eventBuf, metaBuf]) {
    if (part.length > 255) throw new ProtocolError('binary broadcast header field longer than 255 bytes');
  }
  const header = Buffer.from([
    KIND_USER_BROADCAST,
    topicBuf.length,
    eventBuf.length,
    metaBuf.length,
    ENCODING_BINARY,
  ]);
  return Buffer.concat([header, topicBuf, eventBuf, metaBuf, bytes]);
}

export function reply(frame: Frame, status: 'ok' | 'error', response: JsonObject): Frame {
  return {
    joinRef: frame.joinRef,
    ref: frame.ref,
    topic: frame.topic,
    event: 'phx_reply',
    payload: { status, response },
  };
}
