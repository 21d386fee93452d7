// Two-step sign-in (TOTP): whether a session still owes its second factor. A user with a verified
// authenticator signs in at aal1 (password or link) and must enter a code to reach aal2, as
// supabase-js' mfa.getAuthenticatorAssuranceLevel() reports; read synchronously here so the auth
// guard never shows a page for a moment before asking.
import type { Session } from '@supabase/supabase-js';

/** The `aal` claim of an access token, or undefined when the token cannot be read. */
export function tokenAssuranceLevel(accessToken: string): string | undefined {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const aal = typeof claims === 'object' && claims !== null ? (claims as { aal?: unknown }).aal : undefined;
    return typeof aal === 'string' ? aal : undefined;
  } catch {
    return undefined;
  }
}

/** The verified TOTP factor that raises this session to aal2, when it is not there yet. */
export function pendingSecondFactor(session: Session): { id: string } | null {
  const factor = (session.user.factors ?? []).find(
    (f) => f.factor_type === 'totp' && f.status === 'verified',
  );
  if (!factor) return null;
  return tokenAssuranceLevel(session.access_token) === 'aal2' ? null : { id: factor.id };
}
