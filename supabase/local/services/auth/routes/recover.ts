// POST /recover mails a password-recovery link and code (opened or entered through /verify).
import type { Hono } from 'hono';
import { transaction } from '../../../db.ts';
import { clientIp } from '../../../rate-limit.ts';
import { assertMailFrequency } from '../account-changes.ts';
import type { AuthDeps, AuthEnv } from '../context.ts';
import { badRequest } from '../errors.ts';
import { linkToken, newOtp, saveOneTimeToken } from '../one-time-tokens.ts';
import { redirectTarget } from '../redirect.ts';
import { readBody, str } from '../request.ts';
import { isDeleted } from '../users.ts';
import { validateEmail } from '../validate.ts';

export function recoverRoutes(app: Hono<AuthEnv>, deps: AuthDeps): void {
  app.post('/recover', async (c) => {
    deps.limiter.enforce('email_sent', clientIp(c, deps.config.trustedProxies));
    const body = await readBody(c);
    if (!str(body, 'email')) throw badRequest('validation_failed', 'Password recovery requires an email');
    const email = validateEmail(str(body, 'email'));
    const redirectTo = redirectTarget(
      c,
      deps.config.auth,
      c.req.query('redirect_to') ?? str(body, 'redirect_to'),
    );

    // The answer is the same whether or not the account exists: no account enumeration.
    const user = await deps.users.byEmail(deps.pool, email);
    if (!user || isDeleted(user) || !user.email) return c.json({});
    assertMailFrequency(user.recovery_sent_at, deps.config.auth.email.maxFrequencyMs);

    const otp = newOtp();
    const token = linkToken(user.email, otp);
    await transaction(deps.pool, async (client) => {
      await saveOneTimeToken(client, user.id, 'recovery_token', token, user.email!);
      await client.query(`update auth.users set recovery_sent_at = now() where id = $1`, [user.id]);
    });
    const link = new URL(`${deps.config.apiUrl}/auth/v1/verify`);
    link.search = new URLSearchParams({ token, type: 'recovery', redirect_to: redirectTo }).toString();
    await deps.mailer.recovery(user.email, link.toString(), otp);
    return c.json({});
  });
}
