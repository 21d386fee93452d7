// GET /settings, /health and /.well-known/jwks.json: what clients ask before signing in.
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

  // Tokens are signed with the shared HS256 secret, which is never published: no public keys, so
  // supabase-js' getClaims() checks a token with GET /user, as it does on a hosted HS256 project.
  app.get('/.well-known/jwks.json', (c) => c.json({ keys: [] }));
}
