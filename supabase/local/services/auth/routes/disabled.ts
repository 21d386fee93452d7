// Sign-in methods the local stack does not offer, answering as a hosted project where they are off
// (GoTrue's status, code and message) rather than 404: OAuth redirects (/authorize, /callback),
// id_token sign-in, Web3, SAML SSO, manual identity linking and the OAuth 2.1 server (both off by
// default on hosted). Anonymous sign-in is refused in signup.ts.
import { decodeJwt } from 'jose';
import type { Context, Hono } from 'hono';
import type { AuthDeps, AuthEnv } from '../context.ts';
import { AuthError, badRequest, notFound, OAuthError, unprocessable } from '../errors.ts';
import { authenticate, requireAdmin } from '../guards.ts';
import { readBody, str } from '../request.ts';
import { OAUTH_PROVIDERS } from './settings.ts';

/** The issuers GoTrue knows for id_token sign-in with a named provider. */
const ID_TOKEN_ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  snapchat: 'https://accounts.snapchat.com/accounts/oauth2/token',
  vercel_marketplace: 'https://marketplace.vercel.com',
  keycloak: '',
};

const samlDisabled = () => notFound('saml_provider_disabled', 'SAML 2.0 is disabled');

/** POST /token?grant_type=id_token (signInWithIdToken): every provider is off locally. */
export async function idTokenGrant(c: Context): Promise<never> {
  const body = await readBody(c);
  const idToken = str(body, 'id_token');
  const provider = str(body, 'provider');
  if (!idToken) throw new OAuthError('invalid_request', 'id_token required');
  if (!provider && (!str(body, 'client_id') || !str(body, 'issuer'))) {
    throw new OAuthError('invalid_request', 'provider or client_id and issuer required');
  }
  const known = ID_TOKEN_ISSUERS[provider];
  if (known !== undefined)
    throw badRequest('provider_disabled', `Provider (issuer "${known}") is not enabled`);
  if (provider === 'apple' || provider === 'azure') {
    // GoTrue reads the issuer from the token for these two before finding the provider off.
    const name = provider === 'apple' ? 'Apple' : 'Azure';
    let issuer: unknown;
    try {
      issuer = decodeJwt(idToken).iss;
    } catch {
      issuer = undefined;
    }
    if (typeof issuer !== 'string' || !issuer) {
      throw badRequest('validation_failed', `Unable to detect issuer in ID token for ${name} provider`);
    }
    throw badRequest('provider_disabled', `Provider (issuer "${issuer}") is not enabled`);
  }
  if (provider.startsWith('custom:'))
    throw badRequest('validation_failed', 'Custom OAuth providers are disabled');
  throw badRequest('validation_failed', `Custom OIDC provider "${provider}" not allowed`);
}

/** POST /token?grant_type=web3 (signInWithWeb3). */
export function web3Grant(): never {
  throw unprocessable('web3_provider_disabled', 'Web3 provider is disabled');
}

const manualLinkingDisabled = () => notFound('manual_linking_disabled', 'Manual linking is disabled');
const oauthServerDisabled = () => notFound('feature_disabled', 'OAuth server is disabled');

export function disabledRoutes(app: Hono<AuthEnv>, deps: AuthDeps): void {
  // linkIdentity / unlinkIdentity: GoTrue checks the caller first, then that manual linking is on.
  app.get('/user/identities/authorize', async (c) => {
    await authenticate(c, deps);
    throw manualLinkingDisabled();
  });
  app.delete('/user/identities/:id', async (c) => {
    await authenticate(c, deps);
    throw manualLinkingDisabled();
  });

  // The OAuth 2.1 server (auth.admin.oauth.*, auth.oauth.*): off, after the admin check for /admin.
  app.all('/admin/oauth/*', async (c) => {
    await requireAdmin(c, deps);
    throw oauthServerDisabled();
  });
  app.all('/oauth/*', () => {
    throw oauthServerDisabled();
  });

  // signInWithOAuth sends the browser here; GoTrue answers a provider that is off with a 400.
  app.get('/authorize', (c) => {
    const provider = c.req.query('provider') ?? '';
    const known = (OAUTH_PROVIDERS as readonly string[]).includes(provider);
    throw badRequest(
      'validation_failed',
      `Unsupported provider: ${known ? 'provider is not enabled' : `Provider ${provider} could not be found`}`,
    );
  });

  // No OAuth flow is ever started locally, so no state can be valid.
  app.on(['GET', 'POST'], '/callback', (c) => {
    const state = c.req.query('state');
    if (!state) throw badRequest('bad_oauth_callback', 'OAuth state parameter missing');
    throw new AuthError(400, 'bad_oauth_state', 'OAuth callback with invalid state');
  });

  // signInWithSSO and the SAML endpoints.
  app.post('/sso', () => {
    throw samlDisabled();
  });
  app.all('/sso/saml/*', () => {
    throw samlDisabled();
  });
}
