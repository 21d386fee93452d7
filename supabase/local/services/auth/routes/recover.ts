// POST /recover mails a password-recovery link and code (opened or entered through /verify); with a
// code_challenge the link finishes as a PKCE flow.
import type { Hono } from 'hono';
import { clientIp } from '../../../rate-limit.ts';
import type { AuthDeps, AuthEnv } from '../context.ts';
import { badRequest } from '../errors.ts';
import { sameTime, sendEmailLink } from '../email-links.ts';
import { challengeOf } from '../pkce.ts';
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
    const challenge = challengeOf(body);
    const redirectTo = redirectTarget(
      c,
      deps.config.auth,
      c.req.query('redirect_to') ?? str(body, 'redirect_to'),
    );

    // The answer is the same whether or not the account exists (status, body, and time: never
    // sooner than SAME_TIME_MS, which covers the mail), so it tells nobody which addresses have
    // accounts. Hosted GoTrue differs here: see README, "No account enumeration".
    return sameTime(async () => {
      deps.limiter.assertMailFrequency('recovery', email, deps.config.auth.email.maxFrequencyMs);
      const user = await deps.users.byEmail(deps.pool, email);
      if (user && !isDeleted(user) && user.email)
        await sendEmailLink(deps, user, 'recovery', redirectTo, challenge);
      return c.json({});
    });
  });
}
