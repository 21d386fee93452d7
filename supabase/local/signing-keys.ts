// The project's JWT signing keys, kept the way hosted Supabase keeps them: each key is standby
// (published, not signing yet), in use (signs every new access token), previously used (no longer
// signs, still trusted) or revoked (refused everywhere), and the legacy JWT secret (HS256) is one
// key among them. The auth service signs with the key in use; the gateway, PostgREST, Storage,
// Realtime and the dev aids verify a token against every key that is not revoked; the public
// halves of the asymmetric keys are published at /auth/v1/.well-known/jwks.json.
//
// The state lives in `<dataDir>/signing-keys.json` (private keys: the stack's data folder, never
// git). `npm run keys` changes it (create, rotate, move, revoke, delete) and a running stack picks
// the change up within a second, PostgREST included.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, unwatchFile, watchFile } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  decodeProtectedHeader,
  errors as joseErrors,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
  type JWTVerifyOptions,
} from 'jose';

export type KeyStatus = 'standby' | 'in_use' | 'previously_used' | 'revoked';
export type KeyAlgorithm = 'ES256' | 'RS256' | 'HS256';

export const KEY_STATUSES: readonly KeyStatus[] = ['standby', 'in_use', 'previously_used', 'revoked'];

/** The legacy JWT secret's id in the key list (hosted lists it among the signing keys too). */
export const LEGACY_KEY_ID = 'legacy';

export interface SigningKeyRecord {
  /** The JWK's `kid`, which every token it signs names in its header; `legacy` for the JWT secret. */
  id: string;
  algorithm: KeyAlgorithm;
  status: KeyStatus;
  created_at: string;
  updated_at: string;
  /** The private key; the legacy secret has none here (it is the project's JWT secret). */
  private_jwk?: JWK;
}

/**
 * The Supabase CLI's well-known local signing key (`supabase start` signs with it since the CLI
 * generates no key of its own): public demo material like the local JWT secret and API keys.
 */
export const LOCAL_DEMO_SIGNING_KEY: JWK = {
  kty: 'EC',
  kid: 'b81269f1-21d8-4f2e-b719-c2240a840d90',
  use: 'sig',
  key_ops: ['sign', 'verify'],
  alg: 'ES256',
  ext: true,
  crv: 'P-256',
  x: 'M5Sjqn5zwC9Kl1zVfUUGvv9boQjCGd45G8sdopBExB4',
  y: 'P6IXMvA2WYXSHSOMTBH2jsw_9rrzGy89FjPf6oOsIxQ',
  d: 'dIhR8wywJlqlua4y_yMq2SLhlFXDZJBCvFrY1DCHyVU',
};

/**
 * A new project's keys: the asymmetric ES256 key signs (as hosted recommends and the CLI does),
 * and the legacy secret stays trusted, so the anon and service_role API keys, which are HS256
 * tokens signed with it, keep working, as they do on a hosted project that moved to signing keys.
 */
export function defaultKeyRecords(now = new Date()): SigningKeyRecord[] {
  const at = now.toISOString();
  return [
    {
      id: LOCAL_DEMO_SIGNING_KEY.kid!,
      algorithm: 'ES256',
      status: 'in_use',
      created_at: at,
      updated_at: at,
      private_jwk: LOCAL_DEMO_SIGNING_KEY,
    },
    { id: LEGACY_KEY_ID, algorithm: 'HS256', status: 'previously_used', created_at: at, updated_at: at },
  ];
}

/** The legacy mode: tokens signed HS256 with the JWT secret; an ES256 key waits as standby. */
export function legacyKeyRecords(now = new Date()): SigningKeyRecord[] {
  return defaultKeyRecords(now).map((r) => ({
    ...r,
    status: r.id === LEGACY_KEY_ID ? 'in_use' : 'standby',
  }));
}

/** A refused change of the key list, in words for the person who asked. */
export class KeyStateError extends Error {}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k', 'oth'];

/**
 * The public half of a private JWK, as GoTrue publishes it: `use` sig, `key_ops` verify, members
 * in alphabetical order (its JWK library writes them so).
 */
export function publicJwk(record: SigningKeyRecord): JWK {
  const jwk = record.private_jwk;
  if (!jwk) throw new Error(`key ${record.id} has no key material to publish`);
  const members: Record<string, unknown> = { ...jwk, alg: record.algorithm, kid: record.id };
  for (const k of PRIVATE_MEMBERS) delete members[k];
  Object.assign(members, { key_ops: ['verify'], use: 'sig' });
  return Object.fromEntries(
    Object.keys(members)
      .sort()
      .map((k) => [k, members[k]]),
  ) as JWK;
}

/** Only the members WebCrypto needs: `key_ops` of a private key ("sign", "verify") would not import. */
function keyMaterial(jwk: JWK): JWK {
  const { key_ops: _ops, use: _use, ...rest } = jwk;
  return rest;
}

function isTrusted(status: KeyStatus): boolean {
  return status !== 'revoked';
}

export interface SignedToken {
  token: string;
  algorithm: KeyAlgorithm;
  kid: string | undefined;
}

/**
 * One state of the project's keys: signs with the key in use, verifies against every key that is
 * not revoked. A new state replaces it whole when the key list changes.
 */
export class SigningKeys {
  private readonly imported = new Map<string, Promise<CryptoKey | Uint8Array>>();

  constructor(
    readonly records: readonly SigningKeyRecord[],
    private readonly legacySecret: string,
  ) {
    const inUse = records.filter((r) => r.status === 'in_use');
    if (inUse.length !== 1) throw new KeyStateError(`exactly one key must be in use (found ${inUse.length})`);
  }

  get inUse(): SigningKeyRecord {
    return this.records.find((r) => r.status === 'in_use')!;
  }

  /** The algorithm new access tokens are signed with. */
  get algorithm(): KeyAlgorithm {
    return this.inUse.algorithm;
  }

  private key(record: SigningKeyRecord, use: 'sign' | 'verify'): Promise<CryptoKey | Uint8Array> {
    if (record.id === LEGACY_KEY_ID) return Promise.resolve(new TextEncoder().encode(this.legacySecret));
    const cacheKey = `${record.id}\u0000${use}`;
    let key = this.imported.get(cacheKey);
    if (!key) {
      const material = keyMaterial(use === 'sign' ? record.private_jwk! : publicJwk(record));
      key = importJWK(material, record.algorithm);
      this.imported.set(cacheKey, key);
    }
    return key;
  }

  /** Signs claims with the key in use: header `{alg, kid, typ}` as GoTrue writes it (no kid for the legacy secret). */
  async sign(claims: JWTPayload): Promise<SignedToken> {
    const record = this.inUse;
    const kid = record.id === LEGACY_KEY_ID ? undefined : record.id;
    const token = await new SignJWT(claims)
      .setProtectedHeader(
        kid ? { alg: record.algorithm, kid, typ: 'JWT' } : { alg: record.algorithm, typ: 'JWT' },
      )
      .sign(await this.key(record, 'sign'));
    return { token, algorithm: record.algorithm, kid };
  }

  /**
   * Verifies a token against the trusted keys, or throws jose's error for why not. HS256 tokens
   * are checked with the legacy secret (whatever their kid, as GoTrue falls back to it); ES256 and
   * RS256 tokens with the key their kid names, or, without a kid, any trusted key of that
   * algorithm (as PostgREST tries every key of its JWKS).
   */
  async verify<T extends JWTPayload = JWTPayload>(token: string, options: JWTVerifyOptions = {}): Promise<T> {
    let header;
    try {
      header = decodeProtectedHeader(token);
    } catch {
      throw new joseErrors.JWSInvalid('Invalid Compact JWS');
    }
    const alg = header.alg;
    if (alg !== 'HS256' && alg !== 'ES256' && alg !== 'RS256') {
      throw new joseErrors.JOSEAlgNotAllowed(`"alg" (Algorithm) Header Parameter value not allowed`);
    }
    let candidates = this.records.filter((r) => r.algorithm === alg && isTrusted(r.status));
    if (alg !== 'HS256' && header.kid !== undefined)
      candidates = candidates.filter((r) => r.id === header.kid);
    if (!candidates.length) throw new joseErrors.JWKSNoMatchingKey();
    let last: unknown;
    for (const record of candidates) {
      try {
        const { payload } = await jwtVerify<T>(token, await this.key(record, 'verify'), {
          ...options,
          algorithms: [alg],
        });
        return payload;
      } catch (err) {
        // Only a signature that does not match may be another key's; anything else is final.
        if (!(err instanceof joseErrors.JWSSignatureVerificationFailed)) throw err;
        last = err;
      }
    }
    throw last;
  }

  /** The claims of a token signed by a trusted key, else null (missing, expired, forged, revoked). */
  async claims<T extends JWTPayload = JWTPayload>(token: string | null | undefined): Promise<T | null> {
    if (!token) return null;
    try {
      return await this.verify<T>(token);
    } catch {
      return null;
    }
  }

  /** The discovery document: public keys of the asymmetric keys not revoked, the one in use first. */
  jwks(): { keys: JWK[] } {
    const order: KeyStatus[] = ['in_use', 'standby', 'previously_used'];
    const keys = this.records
      .filter((r) => r.algorithm !== 'HS256' && isTrusted(r.status))
      .sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status))
      .map(publicJwk);
    return { keys };
  }

  /**
   * What PostgREST checks tokens with (its jwt-secret takes a JWKS): the published keys plus the
   * legacy secret as an `oct` key while it is trusted, as the Supabase CLI configures it.
   */
  verificationJwks(): { keys: JWK[] } {
    const keys = this.jwks().keys;
    const legacy = this.records.find((r) => r.id === LEGACY_KEY_ID);
    if (legacy && isTrusted(legacy.status)) {
      keys.push({ kty: 'oct', k: Buffer.from(this.legacySecret).toString('base64url') });
    }
    return { keys };
  }
}

// ---- changes to the key list (what `npm run keys` and hosted's dashboard do) ----

function stamp(record: SigningKeyRecord, status: KeyStatus, now: Date): SigningKeyRecord {
  return { ...record, status, updated_at: now.toISOString() };
}

function find(records: readonly SigningKeyRecord[], id: string): SigningKeyRecord {
  const record = records.find((r) => r.id === id);
  if (!record) throw new KeyStateError(`No signing key ${id}. \`npm run keys\` lists them.`);
  return record;
}

function assertNoOtherStandby(records: readonly SigningKeyRecord[], except?: string): void {
  const other = records.find((r) => r.status === 'standby' && r.id !== except);
  if (other) {
    throw new KeyStateError(
      `Key ${other.id} is already the standby key: rotate to it, or move it to previously_used first.`,
    );
  }
}

/** A private JWK someone brings (`supabase gen signing-key` writes an array of one). */
export function parseImportedKey(text: string): JWK {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new KeyStateError('The key file is not JSON.');
  }
  const jwk = (Array.isArray(parsed) ? parsed[0] : parsed) as JWK | undefined;
  if (!jwk || typeof jwk !== 'object') throw new KeyStateError('The key file holds no JWK.');
  const alg = jwk.alg ?? (jwk.kty === 'EC' ? 'ES256' : jwk.kty === 'RSA' ? 'RS256' : undefined);
  if (alg !== 'ES256' && alg !== 'RS256') {
    throw new KeyStateError('Only ES256 (P-256) and RS256 private keys can be imported.');
  }
  if (!jwk.d) throw new KeyStateError('The JWK has no private part ("d"): import the private key.');
  return { ...jwk, alg, kid: jwk.kid ?? randomUUID() };
}

/**
 * A new key, in the standby state: published (so every cache knows it before it signs) but not
 * signing yet. ES256 unless RS256 is asked for; or a private key brought from elsewhere.
 */
export async function createKey(
  records: readonly SigningKeyRecord[],
  opts: { algorithm?: 'ES256' | 'RS256'; imported?: JWK } = {},
  now = new Date(),
): Promise<SigningKeyRecord[]> {
  assertNoOtherStandby(records);
  let jwk: JWK;
  if (opts.imported) {
    jwk = opts.imported;
  } else {
    const algorithm = opts.algorithm ?? 'ES256';
    const { privateKey } = await generateKeyPair(algorithm, { extractable: true });
    jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: algorithm };
  }
  const id = jwk.kid!;
  if (records.some((r) => r.id === id)) throw new KeyStateError(`A key with kid ${id} exists already.`);
  const at = now.toISOString();
  const record: SigningKeyRecord = {
    id,
    algorithm: jwk.alg as 'ES256' | 'RS256',
    status: 'standby',
    created_at: at,
    updated_at: at,
    private_jwk: { ...jwk, key_ops: ['sign', 'verify'], use: 'sig', ext: true },
  };
  return [...records, record];
}

/** The standby key starts signing; the key in use becomes previously used (still trusted). */
export function rotateKeys(records: readonly SigningKeyRecord[], now = new Date()): SigningKeyRecord[] {
  const standby = records.filter((r) => r.status === 'standby');
  if (!standby.length) {
    throw new KeyStateError('There is no standby key to rotate to: `npm run keys -- create` makes one.');
  }
  const next = standby[0]!;
  return records.map((r) =>
    r.id === next.id ? stamp(r, 'in_use', now) : r.status === 'in_use' ? stamp(r, 'previously_used', now) : r,
  );
}

/**
 * Moves a key that is not in use, as hosted allows: standby → previously used; previously used →
 * revoked or standby; revoked → standby. The key in use only leaves by a rotation. The legacy
 * secret cannot be revoked while the anon and service_role API keys, which it signs, are the
 * project's keys (hosted asks for them to be disabled first).
 */
export function moveKey(
  records: readonly SigningKeyRecord[],
  id: string,
  status: KeyStatus,
  now = new Date(),
): SigningKeyRecord[] {
  const record = find(records, id);
  if (status === 'in_use')
    throw new KeyStateError('A key starts signing by a rotation: `npm run keys -- rotate`.');
  if (record.status === 'in_use') {
    throw new KeyStateError(`Key ${id} is in use: rotate to another key before moving it.`);
  }
  if (record.status === status) return [...records];
  const allowed: Record<KeyStatus, KeyStatus[]> = {
    standby: ['previously_used'],
    previously_used: ['revoked', 'standby'],
    revoked: ['standby'],
    in_use: [],
  };
  if (!allowed[record.status].includes(status)) {
    throw new KeyStateError(
      `Key ${id} is ${record.status}; it can move to ${allowed[record.status].join(' or ')}.`,
    );
  }
  if (status === 'standby') assertNoOtherStandby(records, id);
  if (status === 'revoked' && record.id === LEGACY_KEY_ID) {
    throw new KeyStateError(
      'The legacy JWT secret signs the anon and service_role API keys, the only API keys of the local ' +
        'stack; revoking it would refuse them everywhere (hosted asks for them to be disabled first).',
    );
  }
  return records.map((r) => (r.id === id ? stamp(r, status, now) : r));
}

/** Destroys a revoked key for good. The legacy secret is never deleted (hosted refuses that too). */
export function deleteKey(records: readonly SigningKeyRecord[], id: string): SigningKeyRecord[] {
  const record = find(records, id);
  if (record.id === LEGACY_KEY_ID) throw new KeyStateError('The legacy JWT secret cannot be deleted.');
  if (record.status !== 'revoked') throw new KeyStateError(`Revoke key ${id} before deleting it.`);
  return records.filter((r) => r.id !== id);
}

// ---- the state file and the live store ----

export function signingKeysFile(dataDir: string): string {
  return path.join(dataDir, 'signing-keys.json');
}

export function readKeyRecords(file: string): SigningKeyRecord[] | null {
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { keys?: SigningKeyRecord[] };
  if (!Array.isArray(parsed.keys)) throw new Error(`${file} holds no "keys" list`);
  return parsed.keys;
}

/** Replaces the file in one step (a running stack never reads half of it); only its owner reads it. */
export async function writeKeyRecords(file: string, records: readonly SigningKeyRecord[]): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, `${JSON.stringify({ keys: records }, null, 2)}\n`, { mode: 0o600 });
  await rename(tmp, file);
}

/**
 * The stack's keys, kept current: read from the data folder (written with the defaults, or with
 * `initial`, when there is none yet) and read again whenever `npm run keys` changes the file.
 */
export class SigningKeyStore {
  private state: SigningKeys;
  private readonly listeners = new Set<(keys: SigningKeys) => void>();
  private watching = false;

  private constructor(
    private readonly file: string,
    private readonly legacySecret: string,
    records: SigningKeyRecord[],
    private readonly log: (message: string) => void,
  ) {
    this.state = new SigningKeys(records, legacySecret);
  }

  /** `initial` replaces whatever the folder holds (throw-away stacks start from a known state). */
  static async open(opts: {
    dataDir: string;
    legacySecret: string;
    initial?: SigningKeyRecord[];
    log?: (message: string) => void;
  }): Promise<SigningKeyStore> {
    const file = signingKeysFile(opts.dataDir);
    let records = opts.initial ?? readKeyRecords(file);
    if (!records || opts.initial) {
      records ??= defaultKeyRecords();
      await writeKeyRecords(file, records);
    }
    return new SigningKeyStore(file, opts.legacySecret, records, opts.log ?? (() => undefined));
  }

  /** A store that never reads a file: for tests of one service. */
  static fixed(records: SigningKeyRecord[], legacySecret: string): SigningKeyStore {
    return new SigningKeyStore('', legacySecret, records, () => undefined);
  }

  current(): SigningKeys {
    return this.state;
  }

  /** Called with the new state after each change of the file. */
  onChange(listener: (keys: SigningKeys) => void): void {
    this.listeners.add(listener);
  }

  /** Watches the file (a stat every half second: cheap, and sure to see a rename). */
  watch(): void {
    if (this.watching || !this.file) return;
    this.watching = true;
    watchFile(this.file, { interval: 500, persistent: false }, () => this.reload());
  }

  reload(): void {
    try {
      const records = readKeyRecords(this.file);
      if (!records) return;
      const next = new SigningKeys(records, this.legacySecret);
      this.state = next;
      this.log(`signing keys: ${next.inUse.algorithm} key ${next.inUse.id} signs`);
      for (const listener of this.listeners) listener(next);
    } catch (err) {
      // A half-edited file by hand: keep the last good state and say why.
      this.log(`signing keys: ${this.file} ignored: ${(err as Error).message}`);
    }
  }

  close(): void {
    if (this.watching) unwatchFile(this.file);
    this.watching = false;
    this.listeners.clear();
  }
}
