// auth.users and auth.identities: look-ups, creation, and the user JSON GoTrue returns.
import { randomUUID } from 'node:crypto';
import { NIL_UUID, one, type Db } from '../../db.ts';
import { isJsonObject, type JsonObject } from '../../http.ts';
import { factorJson, factorsOf, type FactorJson, type FactorRow } from './mfa.ts';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: JsonObject | null;
  raw_user_meta_data: JsonObject | null;
  created_at: Date | null;
  updated_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: JsonObject;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

export interface IdentityJson {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: JsonObject;
  provider: string;
  last_sign_in_at?: string;
  created_at: string;
  updated_at: string;
  email?: string;
}

export interface UserJson {
  id: string;
  aud: string;
  role: string;
  email: string;
  email_confirmed_at?: string;
  phone: string;
  phone_confirmed_at?: string;
  confirmation_sent_at?: string;
  confirmed_at?: string;
  invited_at?: string;
  recovery_sent_at?: string;
  new_email?: string;
  email_change_sent_at?: string;
  last_sign_in_at?: string;
  app_metadata: JsonObject;
  user_metadata: JsonObject;
  identities: IdentityJson[];
  /** Enrolled MFA factors, verified or not; left out when there are none (GoTrue's omitempty). */
  factors?: FactorJson[];
  created_at: string;
  updated_at: string;
  banned_until?: string;
  deleted_at?: string;
  is_anonymous: boolean;
}

export type Provider = 'email' | 'phone';

export interface NewUser {
  id?: string;
  email: string | null;
  phone: string | null;
  passwordHash: string | null;
  userMetadata: JsonObject;
  appMetadata?: JsonObject;
  role?: string;
  emailConfirmed: boolean;
  phoneConfirmed: boolean;
}

/** Go's zero time, which GoTrue prints for a missing non-optional timestamp. */
const ZERO_TIME = '0001-01-01T00:00:00Z';

export function isBanned(user: UserRow, now = new Date()): boolean {
  return user.banned_until !== null && user.banned_until > now;
}

/** Soft-deleted (auth.users.deleted_at): such an account cannot sign in or refresh. */
export function isDeleted(user: UserRow): boolean {
  return user.deleted_at !== null;
}

/** GoTrue's metadata merge: keys set to null are removed, others replaced (one level deep). */
export function mergeMetadata(current: JsonObject | null, updates: JsonObject): JsonObject {
  const merged: JsonObject = { ...(current ?? {}) };
  for (const [k, v] of Object.entries(updates)) {
    if (v === null) delete merged[k];
    else merged[k] = v;
  }
  return merged;
}

export class UserRepo {
  private constructor(private readonly selectUser: string) {}

  // Hosted GoTrue knows nothing of the project's tables (profiles.is_deleted is the app's concern),
  // so neither does this service: the same app must behave the same on both backends.
  static async create(): Promise<UserRepo> {
    return new UserRepo(`select u.id::text, u.aud, u.role, u.email, u.phone, u.encrypted_password,
        u.email_confirmed_at, u.phone_confirmed_at, u.confirmed_at, u.invited_at, u.confirmation_sent_at,
        u.recovery_sent_at, u.email_change, u.email_change_sent_at, u.last_sign_in_at, u.raw_app_meta_data,
        u.raw_user_meta_data, u.created_at, u.updated_at, u.banned_until, u.deleted_at, u.is_anonymous
      from auth.users u`);
  }

  byId(db: Db, id: string): Promise<UserRow | null> {
    return one<UserRow>(db, `${this.selectUser} where u.id = $1`, [id]);
  }

  /** Case-insensitive, SSO users excluded, as GoTrue's FindUserByEmailAndAudience. */
  byEmail(db: Db, email: string): Promise<UserRow | null> {
    return one<UserRow>(
      db,
      `${this.selectUser} where lower(u.email) = lower($1) and not u.is_sso_user
       order by u.deleted_at nulls first limit 1`,
      [email],
    );
  }

  byPhone(db: Db, phone: string): Promise<UserRow | null> {
    return one<UserRow>(
      db,
      `${this.selectUser} where u.phone = $1 order by u.deleted_at nulls first limit 1`,
      [phone],
    );
  }

  async list(db: Db, page: number, perPage: number): Promise<{ users: UserRow[]; total: number }> {
    const { rows } = await db.query<UserRow>(
      `${this.selectUser} where u.aud = 'authenticated' or u.aud is null
       order by u.created_at desc nulls last, u.id limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    );
    const count = await one<{ n: string }>(
      db,
      `select count(*) as n from auth.users where aud = 'authenticated' or aud is null`,
    );
    return { users: rows, total: Number(count?.n ?? 0) };
  }

  /** Inserts the user and its email/phone identities; the project's sign-up trigger fires here. */
  async insert(db: Db, u: NewUser): Promise<UserRow> {
    const id = u.id ?? randomUUID();
    const providers: Provider[] = [];
    if (u.email) providers.push('email');
    if (u.phone) providers.push('phone');
    const appMetadata: JsonObject = {
      provider: providers[0] ?? 'email',
      providers,
      ...(u.appMetadata ?? {}),
    };
    await db.query(
      `insert into auth.users (instance_id, id, aud, role, email, phone, encrypted_password,
         email_confirmed_at, phone_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
         confirmation_token, recovery_token, email_change, email_change_token_new)
       values ($1, $2, 'authenticated', $3, $4, $5, $6,
         case when $7::boolean then now() end, case when $8::boolean then now() end, $9, $10, now(), now(),
         '', '', '', '')`,
      [
        NIL_UUID,
        id,
        u.role ?? 'authenticated',
        u.email,
        u.phone,
        u.passwordHash,
        u.emailConfirmed,
        u.phoneConfirmed,
        JSON.stringify(appMetadata),
        JSON.stringify(u.userMetadata),
      ],
    );
    for (const provider of providers) await this.insertIdentity(db, id, provider, u);
    const row = await this.byId(db, id);
    if (!row) throw new Error(`user ${id} vanished after insert`);
    return row;
  }

  private async insertIdentity(db: Db, userId: string, provider: Provider, u: NewUser): Promise<void> {
    const data: JsonObject =
      provider === 'email'
        ? { sub: userId, email: u.email, email_verified: u.emailConfirmed, phone_verified: false }
        : { sub: userId, phone: u.phone, email_verified: false, phone_verified: u.phoneConfirmed };
    await db.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1::text, $1::uuid, $2, $3, now(), now(), now())`,
      [userId, JSON.stringify(data), provider],
    );
  }

  async identities(db: Db, userId: string): Promise<IdentityRow[]> {
    const { rows } = await db.query<IdentityRow>(
      `select id::text, provider_id, user_id::text, identity_data, provider, last_sign_in_at, created_at,
         updated_at, email
       from auth.identities where user_id = $1 order by created_at, id`,
      [userId],
    );
    return rows;
  }

  async toJson(db: Db, user: UserRow): Promise<UserJson> {
    return userJson(user, await this.identities(db, user.id), await factorsOf(db, [user.id]));
  }

  /** Users with their identities, fetched in one query rather than one per user. */
  async toJsonMany(db: Db, users: UserRow[]): Promise<UserJson[]> {
    const { rows } = await db.query<IdentityRow>(
      `select id::text, provider_id, user_id::text, identity_data, provider, last_sign_in_at, created_at,
         updated_at, email
       from auth.identities where user_id = any($1::uuid[]) order by created_at, id`,
      [users.map((u) => u.id)],
    );
    const factors = await factorsOf(
      db,
      users.map((u) => u.id),
    );
    return users.map((u) =>
      userJson(
        u,
        rows.filter((i) => i.user_id === u.id),
        factors.filter((f) => f.user_id === u.id),
      ),
    );
  }

  async setPassword(db: Db, userId: string, hash: string): Promise<void> {
    await db.query(
      `update auth.users set encrypted_password = $2, recovery_token = '', confirmation_token = '',
         updated_at = now() where id = $1`,
      [userId, hash],
    );
  }

  async setMetadata(db: Db, userId: string, column: 'user' | 'app', value: JsonObject): Promise<void> {
    const col = column === 'user' ? 'raw_user_meta_data' : 'raw_app_meta_data';
    await db.query(`update auth.users set ${col} = $2, updated_at = now() where id = $1`, [
      userId,
      JSON.stringify(value),
    ]);
  }

  /**
   * Sets the email or phone, keeps its identity in step, and lists the provider in app_metadata.
   * `confirmed`: confirmed now, not confirmed, or (an admin's change without email_confirm)
   * confirmed as the account was before, as GoTrue's admin update leaves email_confirmed_at.
   */
  async setAddress(
    db: Db,
    userId: string,
    provider: Provider,
    address: string,
    confirmed: boolean | 'unchanged',
  ): Promise<void> {
    const [col, confirmedCol] =
      provider === 'email' ? ['email', 'email_confirmed_at'] : ['phone', 'phone_confirmed_at'];
    await db.query(
      `update auth.users set ${col} = $2,
         ${confirmedCol} = case $3::text when 'true' then now() when 'false' then null else ${confirmedCol} end,
         ${provider === 'email' ? "email_change = ''," : "phone_change = '',"}
         updated_at = now()
       where id = $1`,
      [userId, address, String(confirmed)],
    );
    const verified = confirmed === true;
    const data: JsonObject =
      provider === 'email'
        ? { sub: userId, email: address, email_verified: verified, phone_verified: false }
        : { sub: userId, phone: address, email_verified: false, phone_verified: verified };
    await db.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       values ($1::text, $1::uuid, $2, $3, now(), now())
       on conflict (provider_id, provider)
       do update set identity_data = auth.identities.identity_data || excluded.identity_data, updated_at = now()`,
      [userId, JSON.stringify(data), provider],
    );
    await db.query(
      `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb)
         || jsonb_build_object('provider', coalesce(raw_app_meta_data ->> 'provider', $2::text),
                               'providers', coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb) || to_jsonb($2::text))
       where id = $1 and not coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb) ? $2`,
      [userId, provider],
    );
  }

  async setConfirmed(db: Db, userId: string, provider: Provider): Promise<void> {
    const col = provider === 'email' ? 'email_confirmed_at' : 'phone_confirmed_at';
    await db.query(
      `update auth.users set ${col} = coalesce(${col}, now()), updated_at = now() where id = $1`,
      [userId],
    );
  }

  /** GoTrue's soft delete: the row stays (for audit) but holds nothing that can sign in or be found. */
  async softDelete(db: Db, userId: string): Promise<void> {
    await db.query(
      `update auth.users set email = null, phone = null, encrypted_password = null, email_change = '',
         phone_change = '', confirmation_token = '', recovery_token = '', email_change_token_current = '',
         email_change_token_new = '', phone_change_token = '', raw_user_meta_data = '{}'::jsonb,
         raw_app_meta_data = '{}'::jsonb, deleted_at = now(), updated_at = now()
       where id = $1`,
      [userId],
    );
    await db.query(
      `update auth.identities set identity_data = '{}'::jsonb, updated_at = now() where user_id = $1`,
      [userId],
    );
  }

  async hardDelete(db: Db, userId: string): Promise<void> {
    await db.query(`delete from auth.users where id = $1`, [userId]);
  }
}

function iso(d: Date | null): string | undefined {
  return d ? d.toISOString() : undefined;
}

export function identityJson(i: IdentityRow): IdentityJson {
  const out: IdentityJson = {
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: isJsonObject(i.identity_data) ? i.identity_data : {},
    provider: i.provider,
    created_at: iso(i.created_at) ?? ZERO_TIME,
    updated_at: iso(i.updated_at) ?? ZERO_TIME,
  };
  if (i.last_sign_in_at) out.last_sign_in_at = i.last_sign_in_at.toISOString();
  if (i.email) out.email = i.email;
  return out;
}

/** GoTrue's user JSON: nullable timestamps are left out rather than sent as null. */
export function userJson(u: UserRow, identities: IdentityRow[], factors: FactorRow[] = []): UserJson {
  const out: UserJson = {
    id: u.id,
    aud: u.aud ?? '',
    role: u.role ?? '',
    email: u.email ?? '',
    phone: u.phone ?? '',
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: iso(u.created_at) ?? ZERO_TIME,
    updated_at: iso(u.updated_at) ?? ZERO_TIME,
    is_anonymous: u.is_anonymous,
  };
  if (factors.length > 0) out.factors = factors.map(factorJson);
  const optional = {
    email_confirmed_at: iso(u.email_confirmed_at),
    phone_confirmed_at: iso(u.phone_confirmed_at),
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: iso(u.confirmed_at),
    invited_at: iso(u.invited_at),
    recovery_sent_at: iso(u.recovery_sent_at),
    new_email: u.email_change || undefined,
    email_change_sent_at: iso(u.email_change_sent_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    banned_until: iso(u.banned_until),
    deleted_at: iso(u.deleted_at),
  };
  for (const [k, v] of Object.entries(optional) as [keyof typeof optional, string | undefined][]) {
    if (v !== undefined) out[k] = v;
  }
  return out;
}
