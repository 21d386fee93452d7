// The GoTrue-compatible auth service, mounted by the gateway under /auth/v1 (CORS and the apikey
// check happen there). Users live in auth.users; sessions, refresh tokens and one-time tokens in
// the tables of bootstrap/11_auth_internal.sql; mails go over SMTP to the stack's inbox.
import type { Context, MiddlewareHandler } from 'hono';
import { isDatabaseUnavailable } from '../../db.ts';
import { serviceApp } from '../../http.ts';
import type { HttpService, ServiceContext } from '../../services.ts';
import type { AuthDeps, AuthEnv } from './context.ts';
import { API_VERSION_HEADER, AuthError, OAuthError, resolveApiVersion, shapeError } from './errors.ts';
import { Mailer } from './mailer.ts';
import { RateLimiter } from './rate-limit.ts';
import { adminLinkRoutes } from './routes/admin-links.ts';
import { adminRoutes } from './routes/admin.ts';
import { disabledRoutes } from './routes/disabled.ts';
import { mfaRoutes } from './routes/mfa.ts';
import { otpRoutes } from './routes/otp.ts';
import { recoverRoutes } from './routes/recover.ts';
import { settingsRoutes } from './routes/settings.ts';
import { signupRoutes } from './routes/signup.ts';
import { tokenRoutes } from './routes/token.ts';
import { userRoutes } from './routes/user.ts';
import { verifyRoutes } from './routes/verify.ts';
import { UserRepo } from './users.ts';

/**
 * Links in a mail and OAuth redirects are opened by a browser, which sends no apikey; the signing
 * keys' discovery document is public (hosted's gateway routes all four without a key).
 */
const KEYLESS = [/^\/verify$/, /^\/callback$/, /^\/authorize$/, /^\/\.well-known\/jwks\.json$/];

// GoTrue answers in the API version the client asked for, and says which one it used.
const negotiateApiVersion: MiddlewareHandler<AuthEnv> = async (c, next) => {
  const version = resolveApiVersion(c.req.header(API_VERSION_HEADER));
  c.set('apiVersion', version);
  await next();
  if (version !== 'initial') c.res.headers.set(API_VERSION_HEADER, version);
};

export async function createAuthService(ctx: ServiceContext): Promise<HttpService> {
  const deps: AuthDeps = {
    ...ctx,
    users: await UserRepo.create(),
    limiter: new RateLimiter(ctx.config.auth.rateLimit, ctx.config.auth.failureLimit),
    mailer: new Mailer({ host: '127.0.0.1', port: ctx.config.smtpPort }),
  };

  const app = serviceApp(deps, {
    middleware: [negotiateApiVersion],
    groups: [
      settingsRoutes,
      signupRoutes,
      tokenRoutes,
      userRoutes,
      recoverRoutes,
      otpRoutes,
      verifyRoutes,
      mfaRoutes,
      disabledRoutes,
      adminLinkRoutes,
      adminRoutes,
    ],
    notFound: () => {
      throw new AuthError(404, 'not_found', 'Not Found');
    },
    onError: (err, c: Context<AuthEnv>) => {
      // Postgres away (the supervisor has said so): a 503 auth-js retries, not a 500 with a trace.
      const unavailable = isDatabaseUnavailable(err);
      if (!unavailable && !(err instanceof AuthError) && !(err instanceof OAuthError)) {
        ctx.log(`auth: ${c.req.method} ${c.req.path}: ${err.stack ?? err.message}`);
      }
      const version = c.get('apiVersion') ?? resolveApiVersion(c.req.header(API_VERSION_HEADER));
      const { status, body, headers } = shapeError(
        unavailable ? new AuthError(503, 'unexpected_failure', 'Database unavailable, please retry') : err,
        version,
      );
      const res = c.json(body, status as 400);
      for (const [k, v] of Object.entries(headers)) res.headers.set(k, v);
      if (version !== 'initial') res.headers.set(API_VERSION_HEADER, version);
      return res;
    },
  });
  return { prefix: '/auth/v1', app, keyless: KEYLESS };
}
