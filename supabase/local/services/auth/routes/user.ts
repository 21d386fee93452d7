// GET /user, PUT /user, GET /reauthenticate and POST /logout: what a signed-in user does with their
// own account.
import type { Hono } from 'hono';
import { transaction } from '../../../db.ts';
import {
  needsReauthentication,
  sendReauthentication,
  startEmailChange,
  verifyReauthentication,
  type EmailChangeMail,
} from '../account-changes.ts';
import type { AuthDeps, AuthEnv } from '../context.ts';
import { badRequest, forbidden, unprocessable } from '../errors.ts';
import { authenticate } from '../guards.ts';
import { clearOneTimeTokens } from '../one-time-tokens.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from '../passwords.ts';
import { redirectTarget } from '../redirect.ts';
import { obj, readBody, str } from '../request.ts';
import { endSession, endUserSessions } from '../sessions.ts';
import { mergeMetadata } from '../users.ts';
import { validateEmail, validatePhone } from '../validate.ts';

export const DUPLICATE_EMAIL = 'A user with this email address has already been registered';
export const DUPLICATE_PHONE = 'A user with this phone number has already been registered';

export function userRoutes(app: Hono<AuthEnv>, deps: AuthDeps): void {
  app.get('/user', async (c) => {
    const { user } = await authenticate(c, deps);
    return c.json(await deps.users.toJson(deps.pool, user));
  });

  app.get('/reauthenticate', async (c) => {
    const { user } = await authenticate(c, deps);
    await sendReauthentication(deps, user);
    return c.json({});
  });

  app.put('/user', async (c) => {
    const { user, session } = await authenticate(c, deps);
    const body = await readBody(c);
    const data = obj(body, 'data');
    const password = typeof body.password === 'string' ? body.password : undefined;
    const email = str(body, 'email') ? validateEmail(str(body, 'email')) : null;
    const phone = str(body, 'phone') ? validatePhone(str(body, 'phone')) : null;
    if (password !== undefined) checkPasswordStrength(password, deps.config.auth.minimumPasswordLength);
    if (obj(body, 'app_metadata')) {
      throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
    }

    const newEmail = email && email !== user.email ? email : null;
    const newPhone = phone && phone !== user.phone ? phone : null;
    if (newEmail) {
      const other = await deps.users.byEmail(deps.pool, newEmail);
      if (other && other.id !== user.id) throw unprocessable('email_exists', DUPLICATE_EMAIL);
    }
    if (newPhone) {
      const other = await deps.users.byPhone(deps.pool, newPhone);
      if (other && other.id !== user.id) throw unprocessable('phone_exists', DUPLICATE_PHONE);
    }
    // The links in the confirmation mails lead back here (auth-js sends emailRedirectTo as redirect_to).
    const redirectTo = redirectTarget(c, deps.config.auth, c.req.query('redirect_to'));

    const updated = await transaction(deps.pool, async (client) => {
      let mails: EmailChangeMail[] = [];
      if (password !== undefined) {
        if (deps.config.auth.email.securePasswordChange && needsReauthentication(session)) {
          const nonce = str(body, 'nonce');
          if (!nonce)
            throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
          await verifyReauthentication(deps, client, user, nonce);
        }
        if (await verifyPassword(password, user.encrypted_password)) {
          throw unprocessable('same_password', 'New password should be different from the old password.');
        }
        await deps.users.setPassword(client, user.id, await hashPassword(password));
        await clearOneTimeTokens(client, user.id);
        // A new password means the old one may be known: other sessions end, this one stays.
        await endUserSessions(client, user.id, session?.id);
      }
      if (data)
        await deps.users.setMetadata(client, user.id, 'user', mergeMetadata(user.raw_user_meta_data, data));
      // A permanent user's new address applies only once confirmed from the mailed link(s).
      if (newEmail) mails = await startEmailChange(deps, client, user, newEmail, redirectTo);
      // No SMS is sent locally and phone confirmations are off: a new number applies at once.
      if (newPhone) await deps.users.setAddress(client, user.id, 'phone', newPhone, true);
      const row = await deps.users.byId(client, user.id);
      return { json: row ? await deps.users.toJson(client, row) : null, mails };
    });
    if (!updated.json) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
    for (const mail of updated.mails) {
      await deps.mailer
        .emailChange({ ...mail, from: user.email ?? '', newEmail: newEmail! })
        .catch((e: Error) => deps.log(`auth: mail: ${e.message}`));
    }
    return c.json(updated.json);
  });

  app.post('/logout', async (c) => {
    const { user, session } = await authenticate(c, deps);
    const scope = c.req.query('scope') || 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
    }
    if (session && scope === 'local') await endSession(deps.pool, session.id);
    else if (session && scope === 'others') await endUserSessions(deps.pool, user.id, session.id);
    else await endUserSessions(deps.pool, user.id);
    return c.body(null, 204);
  });
}
