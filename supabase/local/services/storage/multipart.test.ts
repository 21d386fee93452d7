import { describe, expect, it } from 'vitest';
import { readBodyCapped } from './body.ts';
import { StorageError } from './errors.ts';
import { multipartBoundary, parseMultipart } from './multipart.ts';

/** Serialises a FormData exactly as fetch (undici) sends it, as storage-js' uploads do. */
async function encode(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const req = new Request('http://x/', { method: 'POST', body: form });
  return { body: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
}

describe('multipart', () => {
  it('finds the boundary only for multipart/form-data', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc');
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('text/plain')).toBeNull();
    expect(multipartBoundary(undefined)).toBeNull();
  });

  it('parses what storage-js sends for a Blob: cacheControl, metadata and the file under the empty key', async () => {
    const bytes = new Uint8Array([0, 1, 2, 13, 10, 45, 45, 255]);
    const form = new FormData();
    form.append('cacheControl', '3600');
    form.append('metadata', JSON.stringify({ a: 1 }));
    form.append('', new Blob([bytes], { type: 'image/png' }));
    const { body, contentType } = await encode(form);

    const parts = parseMultipart(body, multipartBoundary(contentType)!);
    expect(parts.map((p) => p.name)).toEqual(['cacheControl', 'metadata', '']);
    expect(parts[0]!.data.toString()).toBe('3600');
    expect(JSON.parse(parts[1]!.data.toString())).toEqual({ a: 1 });
    expect(parts[2]!.filename).toBe('blob');
    expect(parts[2]!.contentType).toBe('image/png');
    expect([...parts[2]!.data]).toEqual([...bytes]);
  });

  it('rejects a body that is not multipart', () => {
    expect(() => parseMultipart(Buffer.from('hello'), 'abc')).toThrow();
    expect(() =>
      parseMultipart(Buffer.from('--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\nno end'), 'abc'),
    ).toThrow();
  });
});

describe('readBodyCapped', () => {
  const stream = (chunks: number[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const n of chunks) controller.enqueue(new Uint8Array(n).fill(7));
        controller.close();
      },
    });

  it('returns the whole body when within the cap', async () => {
    const buf = await readBodyCapped(stream([600, 424]), 1024);
    expect(buf.length).toBe(1024);
  });

  it('throws EntityTooLarge past the cap, after draining the body', async () => {
    const err = await readBodyCapped(stream([600, 425]), 1024).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StorageError);
    expect((err as StorageError).render()).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
  });

  it('treats a missing body as empty', async () => {
    expect((await readBodyCapped(null, 10)).length).toBe(0);
  });
});
