// GET /settings, /health and /.well-known/jwks.json: what clients ask before signing in, and what
// anyone verifying an access token fetches.
import type { Hono } from 'hono';
import type { AuthDeps, AuthEnv } from '../context.ts';

export const OAUTH_PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'slack',
  'slack_oidc',
  'spotify',
  'snapchat',
  'twitch',
  'twitter',
  'workos',
  'zoom',
] as const;

export function settingsRoutes(app: Hono<AuthEnv>, deps: AuthDeps): void {
  app.get('/settings', (c) => {
    const external: Record<string, boolean> = { anonymous_users: false, email: true, phone: true };
    for (const p of OAUTH_PROVIDERS) external[p] = false;
    return c.json({
      external,
      disable_signup: !deps.config.auth.enableSignup,
      mailer_autoconfirm: !deps.config.auth.email.enableConfirmations,
      phone_autoconfirm: true,
      sms_provider: '',
      saml_enabled: false,
      saml_private_key_next_configured: false,
      passkeys_enabled: false,
    });
  });

  app.get('/health', (c) =>
    c.json({
      version: 'local',
      name: 'GoTrue',
      description: 'GoTrue-compatible auth of the embedded local stack',
    }),
  );

  // The public keys of the asymmetric signing keys that are not revoked (standby ones included, so
  // caches know a key before it signs), never the legacy HS256 secret; cached 10 minutes, as
  // GoTrue says. supabase-js' getClaims() verifies ES256/RS256 tokens with them, without a request.
  app.get('/.well-known/jwks.json', (c) =>
    c.json(deps.keys.current().jwks(), 200, { 'Cache-Control': 'public, max-age=600' }),
  );
}
