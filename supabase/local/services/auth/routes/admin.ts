// /admin/users: the service_role's user management (auth.admin.* in supabase-js).
import type { Context, Hono } from 'hono';
import type { AuthDeps, AuthEnv } from '../context.ts';
import { AuthError, badRequest, notFound, unprocessable } from '../errors.ts';
import { requireAdmin } from '../guards.ts';
import { checkPasswordStrength, hashPassword, MAX_PASSWORD_BYTES } from '../passwords.ts';
import { bool, obj, readBody, str, type Body } from '../request.ts';
import { endUserSessions } from '../sessions.ts';
import { clearOneTimeTokens } from '../one-time-tokens.ts';
import { isDatabaseUnavailable, transaction, UUID_RE, type Db } from '../../../db.ts';
import { mergeMetadata, type UserRow } from '../users.ts';
import { downgradeSessions, factorJson, factorsOf, ownedFactor } from '../mfa.ts';
import { parseGoDuration } from '../../../config.ts';
import { validateEmail, validatePhone } from '../validate.ts';
import { isUniqueViolation } from './signup.ts';
import { DUPLICATE_EMAIL } from './user.ts';

/** A bcrypt hash as GoTrue accepts one for import ($2a$, $2b$ or $2y$, cost, 53 characters). */
const BCRYPT_HASH = /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/;

const DEFAULT_PER_PAGE = 50;
const MAX_PER_PAGE = 1000;

function pageParam(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  if (!/^\d+$/.test(value))
    throw badRequest('validation_failed', `Bad Pagination Parameters: invalid number "${value}"`);
  return Number(value);
}

/** GoTrue's Link header; auth-js reads the page number right after the first '='. */
function linkHeader(c: Context, page: number, perPage: number, total: number): string {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const url = (p: number) => `<${new URL(c.req.url).pathname}?page=${p}&per_page=${perPage}>`;
  const links = page < lastPage ? [`${url(page + 1)}; rel="next"`] : [];
  links.push(`${url(lastPage)}; rel="last"`);
  return links.join(', ');
}

/** ban_duration: a Go duration ("24h", "1h30m") bans until now + duration; "none" lifts a ban. */
function bannedUntil(body: Body): Date | null | undefined {
  const raw = str(body, 'ban_duration');
  if (!raw) return undefined;
  if (raw === 'none') return null;
  const ms = parseGoDuration(raw);
  if (ms === null)
    throw badRequest('validation_failed', `invalid format for ban duration: time: invalid duration "${raw}"`);
  return new Date(Date.now() + ms);
}

async function loadUser(c: Context, deps: AuthDeps, db: Db = deps.pool): Promise<UserRow> {
  const id = c.req.param('id') ?? '';
  if (!UUID_RE.test(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await deps.users.byId(db, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

async function setBan(db: Db, userId: string, until: Date | null): Promise<void> {
  await db.query(`update auth.users set banned_until = $2, updated_at = now() where id = $1`, [
    userId,
    until,
  ]);
}

export function adminRoutes(app: Hono<AuthEnv>, deps: AuthDeps): void {
  app.use('/admin/*', async (c, next) => {
    await requireAdmin(c, deps);
    await next();
  });

  app.get('/admin/users', async (c) => {
    const page = Math.max(1, pageParam(c.req.query('page'), 1));
    const perPage = Math.min(MAX_PER_PAGE, Math.max(1, pageParam(c.req.query('per_page'), DEFAULT_PER_PAGE)));
    const { users, total } = await deps.users.list(deps.pool, page, perPage);
    c.header('X-Total-Count', String(total));
    c.header('Link', linkHeader(c, page, perPage, total));
    return c.json({ users: await deps.users.toJsonMany(deps.pool, users), aud: 'authenticated' });
  });

  app.post('/admin/users', async (c) => {
    const body = await readBody(c);
    const email = str(body, 'email') ? validateEmail(str(body, 'email')) : null;
    const phone = str(body, 'phone') ? validatePhone(str(body, 'phone')) : null;
    if (!email && !phone)
      throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
    if (email && (await deps.users.byEmail(deps.pool, email)))
      throw unprocessable('email_exists', DUPLICATE_EMAIL);
    if (phone && (await deps.users.byPhone(deps.pool, phone))) {
      throw unprocessable('phone_exists', 'Phone number already registered by another user');
    }
    const id = str(body, 'id') || undefined;
    if (id && !UUID_RE.test(id))
      throw badRequest('validation_failed', 'ID must conform to the uuid v4 format');
    // Without a password the account can only be entered through a recovery link (GoTrue sets a random one).
    const password = str(body, 'password');
    if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
      throw badRequest(
        'validation_failed',
        `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
      );
    }
    // Users brought from elsewhere keep their password: a bcrypt `password_hash` is stored as it is.
    // Hosted also takes Argon2 and Firebase scrypt hashes, which the local stack cannot check.
    const givenHash = str(body, 'password_hash');
    if (password && givenHash) {
      throw badRequest('validation_failed', 'Only a password or a password hash should be provided');
    }
    if (givenHash && !BCRYPT_HASH.test(givenHash)) {
      throw new AuthError(500, 'unexpected_failure', 'Error creating user');
    }
    const passwordHash = givenHash || (password ? await hashPassword(password) : null);
    const emailConfirmed = bool(body, 'email_confirm');
    const userMetadata = obj(body, 'user_metadata') ?? {};
    const until = bannedUntil(body);

    const created = await transaction(deps.pool, async (client) => {
      try {
        const user = await deps.users.insert(client, {
          id,
          email,
          phone,
          passwordHash,
          userMetadata: email && emailConfirmed ? { ...userMetadata, email_verified: true } : userMetadata,
          appMetadata: obj(body, 'app_metadata'),
          role: str(body, 'role') || undefined,
          emailConfirmed,
          phoneConfirmed: bool(body, 'phone_confirm'),
        });
        if (until !== undefined) await setBan(client, user.id, until);
        const row = await deps.users.byId(client, user.id);
        return deps.users.toJson(client, row ?? user);
      } catch (err) {
        if (isUniqueViolation(err)) throw unprocessable('email_exists', DUPLICATE_EMAIL);
        // Postgres away: the service answers 503 and the supervisor has said why in its own line.
        if (err instanceof AuthError || isDatabaseUnavailable(err)) throw err;
        deps.log(`auth: admin create user failed: ${(err as Error).message}`);
        throw new AuthError(500, 'unexpected_failure', 'Database error creating new user');
      }
    });
    return c.json(created);
  });

  app.get('/admin/users/:id', async (c) => {
    const user = await loadUser(c, deps);
    return c.json(await deps.users.toJson(deps.pool, user));
  });

  app.put('/admin/users/:id', async (c) => {
    const user = await loadUser(c, deps);
    const body = await readBody(c);
    const email = str(body, 'email') ? validateEmail(str(body, 'email')) : null;
    const phone = str(body, 'phone') ? validatePhone(str(body, 'phone')) : null;
    if (email && email !== user.email) {
      const other = await deps.users.byEmail(deps.pool, email);
      if (other && other.id !== user.id) throw unprocessable('email_exists', DUPLICATE_EMAIL);
    }
    if (phone && phone !== user.phone) {
      const other = await deps.users.byPhone(deps.pool, phone);
      if (other && other.id !== user.id)
        throw unprocessable('phone_exists', 'Phone number already registered by another user');
    }
    const password = typeof body.password === 'string' ? body.password : undefined;
    if (password !== undefined) checkPasswordStrength(password, deps.config.auth.minimumPasswordLength);
    const passwordHash = password !== undefined ? await hashPassword(password) : null;
    const userMetadata = obj(body, 'user_metadata');
    const appMetadata = obj(body, 'app_metadata');
    const role = str(body, 'role');
    const until = bannedUntil(body);

    const updated = await transaction(deps.pool, async (client) => {
      const id = user.id;
      // A new address keeps the account's confirmation (the admin vouches for it, as in GoTrue,
      // which changes only the address); email_confirm confirms it now.
      if (email && email !== user.email)
        await deps.users.setAddress(client, id, 'email', email, bool(body, 'email_confirm') || 'unchanged');
      else if (bool(body, 'email_confirm') && user.email) await deps.users.setConfirmed(client, id, 'email');
      if (phone && phone !== user.phone)
        await deps.users.setAddress(client, id, 'phone', phone, bool(body, 'phone_confirm') || 'unchanged');
      else if (bool(body, 'phone_confirm') && user.phone) await deps.users.setConfirmed(client, id, 'phone');
      if (passwordHash) {
        await deps.users.setPassword(client, id, passwordHash);
        await clearOneTimeTokens(client, id);
        await endUserSessions(client, id);
      }
      // Re-read: setAddress may have added a provider to app_metadata.
      const current = (await deps.users.byId(client, id)) ?? user;
      if (userMetadata) {
        await deps.users.setMetadata(
          client,
          id,
          'user',
          mergeMetadata(current.raw_user_meta_data, userMetadata),
        );
      }
      if (appMetadata) {
        await deps.users.setMetadata(
          client,
          id,
          'app',
          mergeMetadata(current.raw_app_meta_data, appMetadata),
        );
      }
      if (role)
        await client.query(`update auth.users set role = $2, updated_at = now() where id = $1`, [id, role]);
      if (until !== undefined) await setBan(client, id, until);
      const row = await deps.users.byId(client, id);
      return deps.users.toJson(client, row ?? current);
    });
    return c.json(updated);
  });

  app.get('/admin/users/:id/factors', async (c) => {
    const user = await loadUser(c, deps);
    return c.json((await factorsOf(deps.pool, [user.id])).map(factorJson));
  });

  app.delete('/admin/users/:id/factors/:factorId', async (c) => {
    const user = await loadUser(c, deps);
    const factorId = c.req.param('factorId');
    if (!UUID_RE.test(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
    const factor = await ownedFactor(deps.pool, user.id, factorId);
    if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
    await transaction(deps.pool, async (client) => {
      await downgradeSessions(client, factor);
      await client.query(`delete from auth.mfa_factors where id = $1`, [factor.id]);
    });
    return c.json(factorJson(factor));
  });

  app.delete('/admin/users/:id', async (c) => {
    const user = await loadUser(c, deps);
    const body = await readBody(c);
    if (bool(body, 'should_soft_delete')) {
      if (!user.deleted_at) {
        await transaction(deps.pool, async (client) => {
          await deps.users.softDelete(client, user.id);
          await clearOneTimeTokens(client, user.id);
          await endUserSessions(client, user.id);
        });
      }
    } else {
      await deps.users.hardDelete(deps.pool, user.id);
    }
    return c.json({});
  });
}
