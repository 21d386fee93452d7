// The local test checkout (/checkout on the gateway, issue 4): it identifies the buyer by their
// access token, returns only to local app URLs, and "payment" applies the plan through
// apply_subscription with the service role.
import { describe, expect, it } from 'vitest';
import { newUser, stack } from './helpers.ts';

async function accessToken(user: Awaited<ReturnType<typeof newUser>>) {
  const { data } = await user.client.auth.getSession();
  return data.session!.access_token;
}

function post(path: string, fields: Record<string, string>) {
  return fetch(`${stack.apiUrl}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

describe('test checkout', () => {
  it('confirms, applies the plan and returns to the app', async () => {
    const user = await newUser('checkout');
    const page = await post('/checkout', {
      access_token: await accessToken(user),
      tier: 'Advanced',
      return_to: 'http://127.0.0.1:4173/solutions',
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Canopy Advanced plan');
    const session = html.match(/name="session" value="([^"]+)"/)?.[1];
    expect(session).toBeTruthy();

    const done = await post('/checkout/complete', { session: session! });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('http://127.0.0.1:4173/subscription/success?tier=Advanced');

    const { data } = await user.client.from('profiles').select('membership_tier').eq('id', user.id).single();
    expect(data?.membership_tier).toBe('Advanced');
    const { data: events } = await user.client.from('subscription_events').select('tier, source');
    expect(events).toEqual([{ tier: 'Advanced', source: 'payment' }]);

    // A checkout session works once.
    expect((await post('/checkout/complete', { session: session! })).status).toBe(400);
  });

  it('refuses a missing or forged token, an unknown plan and a foreign return URL', async () => {
    const user = await newUser('checkout-bad');
    const token = await accessToken(user);
    const anonKey = stack.anonKey;
    for (const fields of [
      { tier: 'Basic', return_to: 'http://localhost:5173' },
      { access_token: anonKey, tier: 'Basic', return_to: 'http://localhost:5173' },
      { access_token: `${token}x`, tier: 'Basic', return_to: 'http://localhost:5173' },
      { access_token: token, tier: 'free', return_to: 'http://localhost:5173' },
      { access_token: token, tier: 'Platinum', return_to: 'http://localhost:5173' },
      { access_token: token, tier: 'Basic', return_to: 'https://evil.example.com' },
      { access_token: token, tier: 'Basic', return_to: 'http://localhost.evil.com:5173' },
    ]) {
      const res = await post('/checkout', fields as Record<string, string>);
      expect(res.status, JSON.stringify(fields)).toBe(400);
    }
    const { data } = await user.client.from('profiles').select('membership_tier').eq('id', user.id).single();
    expect(data?.membership_tier).toBe('free');
  });
});
