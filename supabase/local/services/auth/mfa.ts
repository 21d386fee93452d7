// TOTP factors (auth.mfa_factors) and their challenges (auth.mfa_challenges), with GoTrue's rules:
// unverified factors lapse after five minutes, challenges after five minutes, codes are SHA1,
// six digits, 30 s, one step of clock skew either way.
import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { one, type Db } from '../../db.ts';

export const FACTOR_EXPIRY_SECONDS = 300;
export const CHALLENGE_EXPIRY_SECONDS = 300;
export const MAX_ENROLLED_FACTORS = 10;
export const MAX_VERIFIED_FACTORS = 10;

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp' | 'phone' | 'webauthn';
  status: 'unverified' | 'verified';
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  phone: string | null;
  last_challenged_at: Date | null;
}

export interface FactorJson {
  id: string;
  friendly_name?: string;
  factor_type: string;
  status: string;
  created_at: string;
  updated_at: string;
  last_challenged_at: string | null;
  phone?: string;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  created_at: Date;
  verified_at: Date | null;
  same_ip: boolean;
  age_seconds: number;
}

/** What goes in an inet column for the caller's address ('unknown' when the socket is gone). */
export function inetOf(ip: string): string {
  return /^[0-9a-f:.]+$/i.test(ip) ? ip : '0.0.0.0';
}

const FACTOR_COLUMNS = `id::text, user_id::text, friendly_name, factor_type::text, status::text, created_at,
  updated_at, secret, phone, last_challenged_at`;

/** GoTrue's factor JSON: the secret never leaves the server. */
export function factorJson(f: FactorRow): FactorJson {
  const out: FactorJson = {
    id: f.id,
    factor_type: f.factor_type,
    status: f.status,
    created_at: f.created_at.toISOString(),
    updated_at: f.updated_at.toISOString(),
    last_challenged_at: f.last_challenged_at ? f.last_challenged_at.toISOString() : null,
  };
  if (f.friendly_name) out.friendly_name = f.friendly_name;
  if (f.phone) out.phone = f.phone;
  return out;
}

export async function factorsOf(db: Db, userIds: string[]): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = any($1::uuid[]) order by created_at, id`,
    [userIds],
  );
  return rows;
}

export function ownedFactor(db: Db, userId: string, factorId: string): Promise<FactorRow | null> {
  return one<FactorRow>(db, `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2`, [
    factorId,
    userId,
  ]);
}

/** Unverified factors older than the expiry are dropped before a new one is counted (DeleteExpiredFactors). */
export async function deleteExpiredFactors(db: Db): Promise<void> {
  await db.query(
    `delete from auth.mfa_factors where status = 'unverified'
       and coalesce(last_challenged_at, created_at) < now() - make_interval(secs => $1)`,
    [FACTOR_EXPIRY_SECONDS],
  );
}

export interface NewTotp {
  secret: string;
  uri: string;
  /** The SVG document (auth-js turns it into a data: URI). */
  qrSvg: string;
}

export async function newTotp(issuer: string, account: string): Promise<NewTotp> {
  const totp = new TOTP({
    issuer,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: new Secret({ size: 20 }),
  });
  const uri = totp.toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 1 });
  // auth-js puts the SVG into a data: URI unencoded, where a '#' would end it: GoTrue's SVG names
  // its colours, and so does this one.
  const qrSvg = svg.replaceAll('"#ffffff"', '"white"').replaceAll('"#000000"', '"black"');
  return { secret: totp.secret.base32, uri, qrSvg };
}

export function totpCodeIsValid(secret: string, code: string): boolean {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.validate({ token: code, window: 1 }) !== null;
}

export async function insertFactor(
  db: Db,
  userId: string,
  friendlyName: string,
  type: FactorRow['factor_type'],
  secret: string | null,
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, $4, 'unverified', now(), now(), $5)`,
    [id, userId, friendlyName, type, secret],
  );
  return id;
}

export async function createChallenge(
  db: Db,
  factorId: string,
  ip: string,
): Promise<{ id: string; expiresAt: number }> {
  const id = randomUUID();
  const row = await one<{ created_at: Date }>(
    db,
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3::inet)
     returning created_at`,
    [id, factorId, inetOf(ip)],
  );
  await db.query(`update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $1`, [
    factorId,
  ]);
  return { id, expiresAt: Math.floor(row!.created_at.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS };
}

export function findChallenge(
  db: Db,
  factorId: string,
  challengeId: string,
  ip: string,
): Promise<ChallengeRow | null> {
  return one<ChallengeRow>(
    db,
    `select id::text, factor_id::text, created_at, verified_at, ip_address = $3::inet as same_ip,
       extract(epoch from now() - created_at)::float8 as age_seconds
     from auth.mfa_challenges where id = $1 and factor_id = $2`,
    [challengeId, factorId, inetOf(ip)],
  );
}

/** After a factor goes: sessions it raised fall back to aal1 and lose its amr entry. */
export async function downgradeSessions(db: Db, factor: FactorRow): Promise<void> {
  await db.query(
    `delete from auth.mfa_amr_claims where authentication_method = $2
       and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factor.id, factor.factor_type === 'totp' ? 'totp' : `mfa/${factor.factor_type}`],
  );
  await db.query(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`,
    [factor.id],
  );
}
