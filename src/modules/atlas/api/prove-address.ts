// Proving the signed-in person reads their address's mail, which answering a facility invitation
// needs (the database checks the session: public.session_proves_email). A 6-digit code is mailed
// to the account's address; entering it starts a new session that the code proved.
import { supabase } from '@/lib/supabase';

/** The database refused an answer because the session has not proved the address. */
export function needsAddressProof(error: unknown): boolean {
  const e = error as { code?: unknown; details?: unknown } | null;
  return e?.code === '42501' && e.details === 'email_unproven';
}

// Only the token's own claim is needed: getClaims() checks the signature against the project's
// published signing keys without a request (it asks the auth server only for a legacy HS256 token).
async function accountEmail(): Promise<string> {
  const { data, error } = await supabase.auth.getClaims();
  if (error) throw error;
  const email = data?.claims.email;
  if (!email) throw new Error('This account has no email address.');
  return email;
}

/** Mails a sign-in code to the account's own address; returns the address. */
export async function sendAddressCode(): Promise<string> {
  const email = await accountEmail();
  const { error } = await supabase.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
  if (error) throw error;
  return email;
}

export async function verifyAddressCode(email: string, code: string): Promise<void> {
  const { error } = await supabase.auth.verifyOtp({ email, token: code, type: 'email' });
  if (error) throw error;
}
