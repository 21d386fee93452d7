import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeProtectedHeader, errors, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { JWT_SECRET } from './config.ts';
import { formatKeys, keysCommand } from './keys-command.ts';
import {
  createKey,
  defaultKeyRecords,
  deleteKey,
  KeyStateError,
  LEGACY_KEY_ID,
  legacyKeyRecords,
  LOCAL_DEMO_SIGNING_KEY,
  moveKey,
  parseImportedKey,
  readKeyRecords,
  rotateKeys,
  SigningKeys,
  SigningKeyStore,
  signingKeysFile,
  type SigningKeyRecord,
} from './signing-keys.ts';

const claims = () => ({ sub: 'u1', role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 600 });
const keysOf = (records: SigningKeyRecord[]) => new SigningKeys(records, JWT_SECRET);
const legacyToken = () =>
  new SignJWT(claims())
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(JWT_SECRET));
const statusOf = (records: SigningKeyRecord[], id: string) => records.find((r) => r.id === id)?.status;

describe('a new project', () => {
  it('signs ES256 with the CLI demo key, names it in the header and publishes only its public half', async () => {
    const keys = keysOf(defaultKeyRecords());
    const { token } = await keys.sign(claims());
    expect(decodeProtectedHeader(token)).toEqual({
      alg: 'ES256',
      kid: LOCAL_DEMO_SIGNING_KEY.kid,
      typ: 'JWT',
    });
    expect((await keys.verify(token)).sub).toBe('u1');
    const { keys: published } = keys.jwks();
    expect(published).toEqual([
      {
        alg: 'ES256',
        crv: 'P-256',
        ext: true,
        key_ops: ['verify'],
        kid: LOCAL_DEMO_SIGNING_KEY.kid,
        kty: 'EC',
        use: 'sig',
        x: LOCAL_DEMO_SIGNING_KEY.x,
        y: LOCAL_DEMO_SIGNING_KEY.y,
      },
    ]);
    expect(JSON.stringify(published)).not.toContain(LOCAL_DEMO_SIGNING_KEY.d);
  });

  it('still trusts the legacy secret (the anon and service_role keys) but never publishes it', async () => {
    const keys = keysOf(defaultKeyRecords());
    expect((await keys.verify(await legacyToken())).role).toBe('authenticated');
    expect(JSON.stringify(keys.jwks())).not.toContain('oct');
    // PostgREST gets it as an oct key beside the public ones.
    expect(keys.verificationJwks().keys.map((k) => k.kty)).toEqual(['EC', 'oct']);
  });

  it('refuses forged, unknown-kid, expired and unsupported tokens with the reason', async () => {
    const keys = keysOf(defaultKeyRecords());
    const other = await generateKeyPair('ES256');
    const forged = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'ES256', kid: LOCAL_DEMO_SIGNING_KEY.kid })
      .sign(other.privateKey);
    await expect(keys.verify(forged)).rejects.toBeInstanceOf(errors.JWSSignatureVerificationFailed);
    const unknown = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'ES256', kid: 'nope' })
      .sign(other.privateKey);
    await expect(keys.verify(unknown)).rejects.toBeInstanceOf(errors.JWKSNoMatchingKey);
    const expired = (await keys.sign({ ...claims(), exp: 1 })).token;
    await expect(keys.verify(expired)).rejects.toBeInstanceOf(errors.JWTExpired);
    const hs512 = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS512' }).sign(new Uint8Array(64));
    await expect(keys.verify(hs512)).rejects.toBeInstanceOf(errors.JOSEAlgNotAllowed);
    expect(await keys.claims('not a token')).toBeNull();
  });
});

describe('rotation as hosted does it', () => {
  it('publishes a standby key before it signs, then signs with it while the old key stays trusted', async () => {
    const before = defaultKeyRecords();
    const withStandby = await createKey(before, { algorithm: 'RS256' });
    const standby = withStandby.find((r) => r.status === 'standby')!;
    expect(standby.algorithm).toBe('RS256');
    const announced = keysOf(withStandby);
    expect(announced.jwks().keys.map((k) => k.kid)).toEqual([LOCAL_DEMO_SIGNING_KEY.kid, standby.id]);
    const oldToken = (await announced.sign(claims())).token;
    expect(decodeProtectedHeader(oldToken).kid).toBe(LOCAL_DEMO_SIGNING_KEY.kid);

    const rotated = rotateKeys(withStandby);
    expect(statusOf(rotated, standby.id)).toBe('in_use');
    expect(statusOf(rotated, LOCAL_DEMO_SIGNING_KEY.kid!)).toBe('previously_used');
    const after = keysOf(rotated);
    const newToken = (await after.sign(claims())).token;
    expect(decodeProtectedHeader(newToken)).toMatchObject({ alg: 'RS256', kid: standby.id });
    expect((await after.verify(oldToken)).sub).toBe('u1');
    expect((await after.verify(newToken)).sub).toBe('u1');

    const revoked = moveKey(rotated, LOCAL_DEMO_SIGNING_KEY.kid!, 'revoked');
    const refusing = keysOf(revoked);
    await expect(refusing.verify(oldToken)).rejects.toBeInstanceOf(errors.JWKSNoMatchingKey);
    expect(refusing.jwks().keys.map((k) => k.kid)).toEqual([standby.id]);
    expect((await refusing.verify(newToken)).sub).toBe('u1');

    // Reversible: revoked → standby → rotate back to it.
    const back = rotateKeys(moveKey(revoked, LOCAL_DEMO_SIGNING_KEY.kid!, 'standby'));
    expect(keysOf(back).inUse.id).toBe(LOCAL_DEMO_SIGNING_KEY.kid);
    expect((await keysOf(back).verify(oldToken)).sub).toBe('u1');
  });

  it('refuses the moves hosted refuses, with a reason', async () => {
    const records = defaultKeyRecords();
    const demo = LOCAL_DEMO_SIGNING_KEY.kid!;
    expect(() => rotateKeys(records)).toThrow(/no standby key/);
    expect(() => moveKey(records, demo, 'revoked')).toThrow(/in use: rotate/);
    expect(() => moveKey(records, demo, 'in_use')).toThrow(/by a rotation/);
    expect(() => moveKey(records, 'nope', 'revoked')).toThrow(KeyStateError);
    expect(() => moveKey(records, LEGACY_KEY_ID, 'revoked')).toThrow(/anon and service_role/);
    expect(() => deleteKey(records, LEGACY_KEY_ID)).toThrow(/cannot be deleted/);
    expect(() => deleteKey(records, demo)).toThrow(/Revoke/);
    const withStandby = await createKey(records);
    await expect(createKey(withStandby)).rejects.toThrow(/already the standby key/);
    const standby = withStandby.find((r) => r.status === 'standby')!;
    expect(() => moveKey(withStandby, standby.id, 'revoked')).toThrow(/can move to previously_used/);
    // A key rotated away and revoked can be deleted for good.
    const gone = deleteKey(moveKey(rotateKeys(withStandby), demo, 'revoked'), demo);
    expect(gone.map((r) => r.id)).toEqual([LEGACY_KEY_ID, standby.id]);
  });

  it('imports a private key as `supabase gen signing-key` writes it, and refuses a public one', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = {
      ...(await exportJWK(privateKey)),
      kid: 'imported-1',
      alg: 'ES256',
      key_ops: ['sign', 'verify'],
    };
    const records = await createKey(defaultKeyRecords(), {
      imported: parseImportedKey(JSON.stringify([jwk])),
    });
    const keys = keysOf(rotateKeys(records));
    const token = (await keys.sign(claims())).token;
    expect(decodeProtectedHeader(token).kid).toBe('imported-1');
    expect((await keys.verify(token)).sub).toBe('u1');
    expect(() => parseImportedKey(JSON.stringify(exportJWK(publicKey)))).toThrow(KeyStateError);
  });
});

describe('the legacy HS256 mode', () => {
  it('signs with the JWT secret and no kid, while an ES256 key waits as standby', async () => {
    const keys = keysOf(legacyKeyRecords());
    const { token } = await keys.sign(claims());
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect((await keys.verify(token)).sub).toBe('u1');
    expect(keys.jwks().keys.map((k) => k.kid)).toEqual([LOCAL_DEMO_SIGNING_KEY.kid]);
    // Leaving it is one rotation.
    expect(keysOf(rotateKeys(legacyKeyRecords())).algorithm).toBe('ES256');
  });
});

describe('npm run keys and the live store', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('writes the file only its owner reads, and a store watching it sees each change', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'keys-'));
    const store = await SigningKeyStore.open({ dataDir: dir, legacySecret: JWT_SECRET });
    const seen: string[] = [];
    store.onChange((k) => seen.push(k.inUse.id));
    expect(((await stat(signingKeysFile(dir))).mode & 0o777).toString(8)).toBe('600');
    expect(await keysCommand(['list'], dir)).toBe(formatKeys(readKeyRecords(signingKeysFile(dir))!));

    await keysCommand(['create'], dir);
    const standby = readKeyRecords(signingKeysFile(dir))!.find((r) => r.status === 'standby')!;
    await keysCommand(['rotate'], dir);
    store.reload();
    expect(store.current().inUse.id).toBe(standby.id);
    expect(seen).toEqual([standby.id]);

    await keysCommand(['revoke', LOCAL_DEMO_SIGNING_KEY.kid!], dir);
    store.reload();
    expect(
      store
        .current()
        .jwks()
        .keys.map((k) => k.kid),
    ).toEqual([standby.id]);
    await expect(keysCommand(['move', LEGACY_KEY_ID, 'revoked'], dir)).rejects.toThrow(KeyStateError);
    // A broken file keeps the last good state.
    await import('node:fs/promises').then((fs) => fs.writeFile(signingKeysFile(dir!), '{'));
    store.reload();
    expect(store.current().inUse.id).toBe(standby.id);
    store.close();
    expect(await readFile(signingKeysFile(dir), 'utf8')).toBe('{');
  });
});
