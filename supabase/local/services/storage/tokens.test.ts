import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { StorageError } from './errors.ts';
import { signUrlToken, verifyUrlToken } from './tokens.ts';

const secret = 'super-secret-jwt-token-with-at-least-32-characters-long';

async function rejection(p: Promise<unknown>) {
  const err = await p.catch((e: unknown) => e);
  expect(err).toBeInstanceOf(StorageError);
  return (err as StorageError).render();
}

describe('signed URL tokens', () => {
  it('round-trips for the url and scope it was issued for', async () => {
    const token = await signUrlToken(secret, { url: 'b/a.txt', scope: 'download' }, 60);
    const payload = await verifyUrlToken(secret, token, 'b/a.txt', 'download');
    expect(payload.url).toBe('b/a.txt');
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('refuses another url, another scope, a tampered or foreign token and a session JWT', async () => {
    const token = await signUrlToken(secret, { url: 'b/a.txt', scope: 'download' }, 60);
    expect(await rejection(verifyUrlToken(secret, token, 'b/other.txt', 'download'))).toMatchObject({
      statusCode: '400',
      code: 'InvalidSignature',
    });
    expect(await rejection(verifyUrlToken(secret, token, 'b/a.txt', 'upload'))).toMatchObject({
      code: 'InvalidSignature',
    });
    const tampered = token.slice(0, -2) + (token.endsWith('A') ? 'BB' : 'AA');
    expect(await rejection(verifyUrlToken(secret, tampered, 'b/a.txt', 'download'))).toMatchObject({
      statusCode: '400',
      code: 'InvalidJWT',
    });
    expect(
      await rejection(
        verifyUrlToken('another-secret-another-secret-another-secret', token, 'b/a.txt', 'download'),
      ),
    ).toMatchObject({
      code: 'InvalidJWT',
      message: 'signature verification failed',
    });
    const session = await new SignJWT({ sub: 'u', role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    expect(await rejection(verifyUrlToken(secret, session, 'b/a.txt', 'download'))).toMatchObject({
      code: 'InvalidSignature',
    });
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ url: 'b/a.txt', scope: 'download' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now - 120)
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(secret));
    expect(await rejection(verifyUrlToken(secret, expired, 'b/a.txt', 'download'))).toMatchObject({
      statusCode: '400',
      code: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
    });
  });
});
