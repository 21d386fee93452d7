import { createRequire } from 'node:module';
import type * as SerializerModule from '@supabase/realtime-js/dist/main/lib/serializer.js';
import { describe, expect, it } from 'vitest';
import {
  decodeBinary,
  decodeText,
  encodeBinaryBroadcast,
  encodeText,
  ProtocolError,
  reply,
} from './protocol.ts';

// realtime-js' own serializer, so frames are checked against the client rather than against our reading of it.
const { default: Serializer } = createRequire(import.meta.url)(
  '@supabase/realtime-js/dist/main/lib/serializer.js',
) as typeof SerializerModule.default;

function decodeWithClient(raw: string | ArrayBuffer): unknown {
  let decoded: unknown;
  new Serializer().decode(raw, (msg: unknown) => {
    decoded = msg;
  });
  return decoded;
}

describe('text frames', () => {
  it('decodes vsn 2.0.0 arrays and vsn 1.0.0 objects to the same frame', () => {
    const v2 = decodeText('["1","2","realtime:room","phx_join",{"config":{}}]', '2.0.0');
    const v1 = decodeText(
      '{"join_ref":"1","ref":"2","topic":"realtime:room","event":"phx_join","payload":{"config":{}}}',
      '1.0.0',
    );
    expect(v2).toEqual({
      joinRef: '1',
      ref: '2',
      topic: 'realtime:room',
      event: 'phx_join',
      payload: { config: {} },
    });
    expect(v1).toEqual(v2);
  });

  it('accepts null refs (heartbeats carry no join_ref)', () => {
    expect(decodeText('[null,"7","phoenix","heartbeat",{}]', '2.0.0')).toMatchObject({
      joinRef: null,
      ref: '7',
    });
  });

  it('rejects frames of the wrong shape for the negotiated version', () => {
    expect(() => decodeText('{"topic":"t","event":"e","payload":{}}', '2.0.0')).toThrow(ProtocolError);
    expect(() => decodeText('[null,null,"t","e",{}]', '1.0.0')).toThrow(ProtocolError);
    expect(() => decodeText('[null,null,5,"e",{}]', '2.0.0')).toThrow(ProtocolError);
    expect(() => decodeText('not json', '2.0.0')).toThrow(ProtocolError);
  });

  it('encodes a reply as realtime-js decodes it', () => {
    const frame = reply(
      { joinRef: '1', ref: '3', topic: 'realtime:room', event: 'phx_leave', payload: {} },
      'ok',
      {},
    );
    const text = encodeText(frame, '2.0.0');
    expect(JSON.parse(text)).toEqual([
      '1',
      '3',
      'realtime:room',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
    expect(decodeWithClient(text)).toEqual({
      join_ref: '1',
      ref: '3',
      topic: 'realtime:room',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    });
    expect(JSON.parse(encodeText(frame, '1.0.0'))).toEqual({
      join_ref: '1',
      ref: '3',
      topic: 'realtime:room',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    });
  });
});

describe('binary broadcast frames', () => {
  const encodeWithClient = (payload: Record<string, unknown>): Buffer => {
    let out: ArrayBuffer | string = '';
    new Serializer().encode(
      { join_ref: '4', ref: '9', topic: 'realtime:room', event: 'broadcast', payload },
      (r: ArrayBuffer | string) => {
        out = r;
      },
    );
    if (typeof out === 'string') throw new Error('expected a binary frame');
    return Buffer.from(out);
  };

  it('decodes what realtime-js sends for a JSON broadcast', () => {
    const push = decodeBinary(encodeWithClient({ type: 'broadcast', event: 'cursor', payload: { x: 1 } }));
    expect(push).toEqual({
      joinRef: '4',
      ref: '9',
      topic: 'realtime:room',
      event: 'cursor',
      meta: null,
      payload: { encoding: 'json', value: { x: 1 } },
    });
  });

  it('decodes a binary payload as bytes', () => {
    const push = decodeBinary(
      encodeWithClient({ type: 'broadcast', event: 'blob', payload: new Uint8Array([1, 2, 3]).buffer }),
    );
    expect(push.payload).toEqual({ encoding: 'binary', bytes: Buffer.from([1, 2, 3]) });
  });

  it('encodes a user broadcast that realtime-js decodes', () => {
    const frame = encodeBinaryBroadcast('realtime:room', 'blob', { id: 'x' }, Buffer.from([7, 8]));
    const ab = new Uint8Array(frame).buffer;
    const msg = decodeWithClient(ab) as {
      topic: string;
      event: string;
      payload: { event: string; meta: unknown; payload: ArrayBuffer };
    };
    expect(msg.topic).toBe('realtime:room');
    expect(msg.event).toBe('broadcast');
    expect(msg.payload.event).toBe('blob');
    expect(msg.payload.meta).toEqual({ id: 'x' });
    expect([...new Uint8Array(msg.payload.payload)]).toEqual([7, 8]);
  });

  it('rejects unknown kinds and truncated frames', () => {
    expect(() => decodeBinary(Buffer.from([9, 0, 0, 0, 0, 0, 1]))).toThrow(ProtocolError);
    expect(() => decodeBinary(Buffer.from([3, 5, 0, 0, 0, 0, 1, 65]))).toThrow(ProtocolError);
  });
});
