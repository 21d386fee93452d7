import { env } from '@/lib/env';
import type { Tier } from '@/lib/tiers';

/**
 * Opens the checkout for a plan. Locally that is the stack's test checkout (/checkout), reached by a
 * form post so the access token identifying the buyer never appears in a URL; it returns to
 * /subscription/success on this origin.
 */
export function startCheckout({ tier, accessToken }: { tier: Tier; accessToken: string }) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = `${env.VITE_SUPABASE_URL.replace(/\/+$/, '')}/checkout`;
  const fields = { tier, access_token: accessToken, return_to: window.location.origin };
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
