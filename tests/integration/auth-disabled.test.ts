// Sign-in methods the local stack does not offer answer as a hosted project with them turned off:
// the same status, error code and message through supabase-js, never a 404 for a known endpoint.
// (Anonymous sign-in and phone codes are covered in auth-passwordless.test.ts.)
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { expectApiError } from './auth-mail.ts';
import { anonClient, newUser, serviceClient, stack } from './helpers.ts';

const AUTH = `${stack.apiUrl}/auth/v1`;
const HEADERS = {
  apikey: stack.anonKey,
  'Content-Type': 'application/json',
  'X-Supabase-Api-Version': '2024-01-01',
};

async function post(path: string, body: unknown) {
  const res = await fetch(`${AUTH}${path}`, { method: 'POST', headers: HEADERS, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('features answered as disabled', () => {
  it('OAuth: the /authorize URL signInWithOAuth builds answers 400 "provider is not enabled"', async () => {
    const { data, error } = await anonClient().auth.signInWithOAuth({
      provider: 'github',
      options: { skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const res = await fetch(data.url!, { redirect: 'manual' });
    expect(res.status).toBe(400);
    // A browser sends no API version header: the legacy error shape, as hosted.
    expect(await res.json()).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Unsupported provider: provider is not enabled',
    });
    const unknown = await fetch(`${AUTH}/authorize?provider=myspace`, { redirect: 'manual' });
    expect(((await unknown.json()) as { msg: string }).msg).toBe(
      'Unsupported provider: Provider myspace could not be found',
    );
    const callback = await fetch(`${AUTH}/callback`, { redirect: 'manual' });
    expect(callback.status).toBe(400);
  });

  it('id_token sign-in: 400 provider_disabled naming the provider’s issuer', async () => {
    const google = await anonClient().auth.signInWithIdToken({ provider: 'google', token: 'a.b.c' });
    expectApiError(google.error, 400, 'provider_disabled');
    expect(google.error!.message).toBe('Provider (issuer "https://accounts.google.com") is not enabled');

    const appleToken = await new SignJWT({ sub: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('https://appleid.apple.com')
      .sign(new TextEncoder().encode('not-apple-key'));
    const apple = await anonClient().auth.signInWithIdToken({ provider: 'apple', token: appleToken });
    expectApiError(apple.error, 400, 'provider_disabled');
    expect(apple.error!.message).toBe('Provider (issuer "https://appleid.apple.com") is not enabled');

    const custom = await post('/token?grant_type=id_token', { id_token: 'a.b.c', provider: 'acme' });
    expect(custom).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: 'Custom OIDC provider "acme" not allowed' },
    });
  });

  it('Web3: 422 web3_provider_disabled', async () => {
    const res = await post('/token?grant_type=web3', { chain: 'ethereum', message: 'm', signature: 's' });
    expect(res).toEqual({
      status: 422,
      body: { code: 'web3_provider_disabled', message: 'Web3 provider is disabled' },
    });
  });

  it('SSO: 404 saml_provider_disabled', async () => {
    const { data, error } = await anonClient().auth.signInWithSSO({ domain: 'example.com' });
    expectApiError(error, 404, 'saml_provider_disabled');
    expect(error!.message).toBe('SAML 2.0 is disabled');
    expect(data).toBeNull();
    const metadata = await fetch(`${AUTH}/sso/saml/metadata`, { headers: HEADERS });
    expect(metadata.status).toBe(404);
  });

  it('manual identity linking (off by default on hosted): 404 manual_linking_disabled, after the caller check', async () => {
    const user = await newUser('linking');
    const link = await user.client.auth.linkIdentity({
      provider: 'google',
      options: { skipBrowserRedirect: true },
    });
    expectApiError(link.error, 404, 'manual_linking_disabled');
    expect(link.error!.message).toBe('Manual linking is disabled');

    const { data: identities } = await user.client.auth.getUserIdentities();
    expect(identities!.identities).toHaveLength(1);
    const unlink = await user.client.auth.unlinkIdentity(identities!.identities[0]!);
    expectApiError(unlink.error, 404, 'manual_linking_disabled');
    expect((await user.client.auth.getUserIdentities()).data!.identities).toHaveLength(1);

    // Without a session GoTrue refuses the caller before looking at the setting.
    const anonymous = await fetch(`${AUTH}/user/identities/authorize?provider=google`, { headers: HEADERS });
    expect(anonymous.status).toBe(401);
  });

  it('the OAuth 2.1 server: 404 feature_disabled "OAuth server is disabled"; admin only for /admin/oauth', async () => {
    const { data, error } = await serviceClient().auth.admin.oauth.createClient({
      client_name: 'Canopy test',
      redirect_uris: ['https://example.com/callback'],
    });
    expectApiError(error, 404, 'feature_disabled');
    expect(error!.message).toBe('OAuth server is disabled');
    expect(data).toBeNull();
    expectApiError((await serviceClient().auth.admin.oauth.listClients()).error, 404, 'feature_disabled');
    expect((await fetch(`${AUTH}/admin/oauth/clients`, { headers: HEADERS })).status).toBe(401);
    const asAnon = await fetch(`${AUTH}/admin/oauth/clients`, {
      headers: { ...HEADERS, Authorization: `Bearer ${stack.anonKey}` },
    });
    expect(asAnon.status).toBe(403);
    const authorize = await fetch(`${AUTH}/oauth/authorize?client_id=x`, { headers: HEADERS });
    expect(authorize.status).toBe(404);
    expect(await authorize.json()).toMatchObject({
      code: 'feature_disabled',
      message: 'OAuth server is disabled',
    });
  });

  it('settings say so: no external provider but email and phone, no SAML', async () => {
    const settings = (await (await fetch(`${AUTH}/settings`, { headers: HEADERS })).json()) as {
      external: Record<string, boolean>;
      saml_enabled: boolean;
    };
    const enabled = Object.entries(settings.external)
      .filter(([, on]) => on)
      .map(([name]) => name);
    expect(enabled.sort()).toEqual(['email', 'phone']);
    expect(settings.saml_enabled).toBe(false);
  });
});
