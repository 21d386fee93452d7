import { describe, expect, it, vi } from 'vitest';
import { maskApiKey, parseRoomId, testAroyaKey } from './aroya';

describe('maskApiKey', () => {
  it('shows a short key as it is and masks a long one to its last 4 characters', () => {
    expect(maskApiKey('12345678')).toBe('12345678');
    expect(maskApiKey('abcdefghijkl')).toBe('••••••••ijkl');
  });
});

describe('parseRoomId', () => {
  it('accepts integers 0–99999 and blank', () => {
    expect(parseRoomId('0')).toBe(0);
    expect(parseRoomId(' 99999 ')).toBe(99999);
    expect(parseRoomId('')).toBeNull();
  });
  it('rejects everything else', () => {
    for (const bad of ['100000', '-1', '1.5', 'abc', '1e3']) expect(parseRoomId(bad)).toBeUndefined();
  });
});

describe('testAroyaKey', () => {
  it('sends the key as a Bearer token to /validate/', async () => {
    const fetchImpl = vi.fn().mockResolvedValue(new Response('{}', { status: 200 }));
    await expect(testAroyaKey('https://x.test/public_api/', 'k', fetchImpl)).resolves.toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://x.test/public_api/validate/',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer k' }) }),
    );
  });
  it('reports a rejected key, an HTTP error and a network failure', async () => {
    const answer = (status: number) => vi.fn().mockResolvedValue(new Response('', { status }));
    expect(await testAroyaKey('u', 'k', answer(401))).toEqual({
      ok: false,
      reason: 'AROYA rejected this API key.',
    });
    expect(await testAroyaKey('u', 'k', answer(500))).toEqual({
      ok: false,
      reason: 'AROYA answered with HTTP 500.',
    });
    const down = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await testAroyaKey('u', 'k', down)).toEqual({
      ok: false,
      reason: 'Could not reach AROYA (Failed to fetch).',
    });
  });
});
