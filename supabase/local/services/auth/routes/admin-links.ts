// POST /admin/generate_link and POST /invite: the service_role's links (auth.admin.generateLink and
// inviteUserByEmail in supabase-js). generate_link mails nothing: it answers with the user, the
// /verify link, its 6-digit code and token hash, as GoTrue does; /invite creates the user (or
// re-invites one who never confirmed) and mails the invitation to the local inbox.
import type { Context, Hono } from 'hono';
import { randomBytes } from 'node:crypto';
import { transaction, type Db } from '../../../db.ts';
import type { JsonObject } from '../../../http.ts';
import type { AuthDeps, AuthEnv } from '../context.ts';
import { badRequest, notFound, unprocessable } from '../errors.ts';
import { requireAdmin } from '../guards.ts';
import {
  clearOneTimeToken,
  linkToken,
  newOtp,
  saveOneTimeToken,
  verifyLink,
  type OneTimeTokenType,
} from '../one-time-tokens.ts';
import { checkPasswordStrength, hashPassword } from '../passwords.ts';
import { redirectTarget } from '../redirect.ts';
import { obj, readBody, str } from '../request.ts';
import { mergeMetadata, type UserJson, type UserRow } from '../users.ts';
import { validateEmail } from '../validate.ts';
import { DUPLICATE_EMAIL } from './user.ts';

const LINK_TYPES = new Set([
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change_current',
  'email_change_new',
]);

interface GeneratedLink {
  user: UserJson;
  action_link: string;
  email_otp: string;
  hashed_token: string;
  verification_type: string;
  redirect_to: string;
}

async function createEmailUser(
  deps: AuthDeps,
  db: Db,
  email: string,
  passwordHash: string | null,
  data: JsonObject,
): Promise<UserRow> {
  return deps.users.insert(db, {
    email,
    phone: null,
    passwordHash,
    userMetadata: data,
    emailConfirmed: false,
    phoneConfirmed: false,
  });
}

/** The requested redirect (query, as auth-js sends it, or body), if allowed; else site_url. */
function redirectOf(c: Context, deps: AuthDeps, bodyRedirect: string): string {
  return redirectTarget(c, deps.config.auth, c.req.query('redirect_to') || bodyRedirect || undefined);
}

export function adminLinkRoutes(app: Hono<AuthEnv>, deps: AuthDeps): void {
  app.post('/admin/generate_link', async (c) => {
    await requireAdmin(c, deps);
    const body = await readBody(c);
    let type = str(body, 'type');
    const email = validateEmail(str(body, 'email'));
    const data = obj(body, 'data') ?? {};
    const redirectTo = redirectOf(c, deps, str(body, 'redirect_to'));
    let password = str(body, 'password');
    const existing = await deps.users.byEmail(deps.pool, email);
    if (!existing) {
      if (type === 'magiclink') {
        // A magic link for an unknown address signs it up, with a password nobody knows.
        type = 'signup';
        password = randomBytes(48).toString('base64url');
      } else if (type === 'recovery' || type === 'email_change_current' || type === 'email_change_new') {
        throw notFound('user_not_found', 'User with this email not found');
      }
    }
    if (!LINK_TYPES.has(type)) {
      throw badRequest('validation_failed', `Invalid email action link type requested: ${type}`);
    }
    if (type === 'signup' && !existing) {
      if (!password) throw unprocessable('validation_failed', 'Signup requires a valid password');
      checkPasswordStrength(password, deps.config.auth.minimumPasswordLength);
    }
    const passwordHash = type === 'signup' && !existing ? await hashPassword(password) : null;
    const otp = newOtp();

    const link = await transaction(deps.pool, async (client): Promise<GeneratedLink> => {
      let user = existing;
      let tokenType: OneTimeTokenType;
      let token = linkToken(email, otp);
      let linkType = type;
      if (type === 'signup' || type === 'invite') {
        if (user?.email_confirmed_at) throw unprocessable('email_exists', DUPLICATE_EMAIL);
        if (!user) user = await createEmailUser(deps, client, email, passwordHash, data);
        else if (type === 'signup' && Object.keys(data).length > 0) {
          await deps.users.setMetadata(client, user.id, 'user', mergeMetadata(user.raw_user_meta_data, data));
        }
        tokenType = 'confirmation_token';
        await client.query(
          `update auth.users set confirmation_sent_at = now()${type === 'invite' ? ', invited_at = now()' : ''}
           where id = $1`,
          [user.id],
        );
      } else if (type === 'magiclink' || type === 'recovery') {
        tokenType = 'recovery_token';
        await client.query(`update auth.users set recovery_sent_at = now() where id = $1`, [user!.id]);
      } else {
        if (type === 'email_change_current' && !deps.config.auth.email.doubleConfirmChanges) {
          throw badRequest(
            'validation_failed',
            'Enable secure email change to generate link for current email',
          );
        }
        const newEmail = validateEmail(str(body, 'new_email'));
        const other = await deps.users.byEmail(client, newEmail);
        if (other && other.id !== user!.id) throw unprocessable('email_exists', DUPLICATE_EMAIL);
        linkType = 'email_change';
        tokenType = type === 'email_change_current' ? 'email_change_token_current' : 'email_change_token_new';
        if (type === 'email_change_new') token = linkToken(newEmail, otp);
        await client.query(
          `update auth.users set email_change = $2, email_change_sent_at = now(), email_change_confirm_status = 0,
             updated_at = now() where id = $1`,
          [user!.id, newEmail],
        );
        await clearOneTimeToken(
          client,
          user!.id,
          tokenType === 'email_change_token_new' ? 'email_change_token_current' : 'email_change_token_new',
        );
      }
      const relatesTo = type === 'email_change_new' ? str(body, 'new_email') : email;
      await saveOneTimeToken(client, user!.id, tokenType, token, relatesTo);
      const fresh = await deps.users.byId(client, user!.id);
      return {
        user: await deps.users.toJson(client, fresh ?? user!),
        action_link: verifyLink(deps.config, token, linkType, redirectTo),
        email_otp: otp,
        hashed_token: token,
        verification_type: type,
        redirect_to: redirectTo,
      };
    });
    const { user, ...properties } = link;
    return c.json({ ...user, ...properties });
  });

  app.post('/invite', async (c) => {
    await requireAdmin(c, deps);
    const body = await readBody(c);
    const email = validateEmail(str(body, 'email'));
    const data = obj(body, 'data') ?? {};
    const redirectTo = redirectOf(c, deps, '');
    const existing = await deps.users.byEmail(deps.pool, email);
    if (existing?.email_confirmed_at) throw unprocessable('email_exists', DUPLICATE_EMAIL);
    const otp = newOtp();
    const token = linkToken(email, otp);
    const user = await transaction(deps.pool, async (client) => {
      const user = existing ?? (await createEmailUser(deps, client, email, null, data));
      await client.query(
        `update auth.users set confirmation_sent_at = now(), invited_at = now(), updated_at = now() where id = $1`,
        [user.id],
      );
      await saveOneTimeToken(client, user.id, 'confirmation_token', token, email);
      const fresh = await deps.users.byId(client, user.id);
      return deps.users.toJson(client, fresh ?? user);
    });
    await deps.mailer
      .invite(email, verifyLink(deps.config, token, 'invite', redirectTo), otp, deps.config.auth.siteUrl)
      .catch((e: Error) => deps.log(`auth: mail: ${e.message}`));
    return c.json(user);
  });
}
